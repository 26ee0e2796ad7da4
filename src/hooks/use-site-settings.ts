import { graphql, useStaticQuery } from "gatsby";

/** The club's settings (content/site/site.json), available to every component. */
export function useSiteSettings(): Queries.SiteSettingsQuery["siteSettings"] & object {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings {
        clubName
        shortName
        description
        siteUrl
        foundedYear
        affiliation
        college
        university
        department
        address {
          ...PostalAddressFields
        }
        mapUrl
        mapEmbedUrl
        email
        phones
        socials {
          network
          label
          url
        }
        instagramPopup {
          label
          url
        }
        developerCredits {
          role
          name
          github
          linkedin
        }
        bankDetails {
          slug
          label
          value
        }
        loadingScreenMs
        scrollToTopPx
        logoAlt
        logo {
          publicURL
          childImageSharp {
            gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE, formats: [PNG])
          }
        }
        headerLogos {
          alt
          image {
            publicURL
            childImageSharp {
              gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE, formats: [PNG])
            }
          }
        }
      }
    }
  `);
  if (!data.siteSettings) throw new Error("content/site/site.json is missing");
  return data.siteSettings;
}
