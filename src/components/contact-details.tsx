import { useSiteSettings } from "../hooks/use-site-settings";
import { ExternalLink } from "./external-link";

/** The club's address, e-mail, phones and social links (footer and contact page). */
export function ContactDetails({ showSocials = true }: { showSocials?: boolean }) {
  const site = useSiteSettings();
  const { address } = site;
  return (
    <div>
      <address>
        <p>
          {address.department}
          <br />
          {address.college}
          <br />
          {address.university}, {address.city}, {address.state} {address.postalCode}, {address.country}
        </p>
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <ul aria-label="Phone numbers">
          {site.phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>
            </li>
          ))}
        </ul>
      </address>
      {showSocials && (
        <ul aria-label="Social media">
          {site.socials
            .filter((social) => social.network !== "twitter")
            .map((social) => (
              <li key={social.network}>
                <ExternalLink href={social.url} aria-label={`${site.shortName} on ${social.label}`}>
                  {social.label}
                </ExternalLink>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
