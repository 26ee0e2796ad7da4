import type { ComponentType, ReactNode } from "react";
import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import type { IconBaseProps } from "react-icons";
import { FaEnvelope } from "./icons/fa-envelope";
import { FaLocationDot } from "./icons/fa-location-dot";
import { FaPhone } from "./icons/fa-phone";
import { useSiteSettings } from "../hooks/use-site-settings";
import { telHref } from "../lib/tel";
import { ExternalLink } from "./external-link";
import { SocialIcon } from "./social-icon";
import { plainList } from "./ui";

/** The club's postal address, as this block, the footer and the home page's structured data show it. */
export const postalAddressFields = graphql`
  fragment PostalAddressFields on PostalAddress {
    department
    college
    university
    city
    state
    postalCode
    country
  }
`;

/** The four networks the Contact Us page's block links to, in the site settings' order. */
const CONTACT_NETWORKS: ReadonlySet<string> = new Set(["linkedin", "facebook", "instagram", "youtube"]);

function Line({ icon: Icon, children }: { icon: ComponentType<IconBaseProps>; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={{ display: "grid", gridTemplateColumns: "1.5rem 1fr", gap: theme.space[3], alignItems: "start" }}
    >
      <Icon
        aria-hidden="true"
        focusable="false"
        size="1.1rem"
        css={{ marginTop: "0.3em", color: theme.colors.accent }}
      />
      <div css={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}

/** The club's address, e-mail, phones and social links, in inherited colours. */
export function ContactDetails() {
  const theme = useTheme();
  const site = useSiteSettings();
  const { address } = site;
  const socials = site.socials.filter((social) => CONTACT_NETWORKS.has(social.network));
  const linkCss = {
    color: "inherit",
    overflowWrap: "anywhere" as const,
    display: "inline-block",
    paddingBlock: theme.space[1],
  };
  return (
    <div css={{ display: "grid", gap: theme.space[4] }}>
      <address css={{ fontStyle: "normal", display: "grid", gap: theme.space[4] }}>
        <Line icon={FaLocationDot}>
          <p css={{ margin: 0 }}>
            {address.department}
            <br />
            {address.college}
            <br />
            {address.university}, {address.city}, {address.state} {address.postalCode}, {address.country}
          </p>
        </Line>
        <Line icon={FaEnvelope}>
          <a href={`mailto:${site.email}`} css={linkCss}>
            {site.email}
          </a>
        </Line>
        <Line icon={FaPhone}>
          <ul aria-label="Phone numbers" css={plainList}>
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} css={linkCss}>
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </Line>
      </address>
      <ul
        aria-label="Social media"
        css={{
          ...plainList,
          display: "flex",
          flexWrap: "wrap",
          gap: theme.space[3],
        }}
      >
        {socials.map((social) => (
          <li key={social.network}>
            <ExternalLink
              href={social.url}
              aria-label={`${site.shortName} on ${social.label}`}
              css={{
                display: "inline-grid",
                placeItems: "center",
                width: theme.sizes.tapTarget,
                height: theme.sizes.tapTarget,
                borderRadius: "50%",
                border: "1px solid currentColor",
                color: "inherit",
                transition: `background ${theme.motion.transition}ms, color ${theme.motion.transition}ms, border-color ${theme.motion.transition}ms`,
                "&:hover": {
                  background: theme.colors.accent,
                  borderColor: theme.colors.accent,
                  color: theme.colors.onAccent,
                },
              }}
            >
              <SocialIcon network={social.network} size="1.1rem" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
