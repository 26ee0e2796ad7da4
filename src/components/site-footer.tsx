import { Link } from "gatsby";
import { FOOTER_EXPLORE, FOOTER_QUICK_LINKS } from "../lib/navigation";
import { useSiteSettings } from "../hooks/use-site-settings";
import { ExternalLink } from "./external-link";

export function SiteFooter() {
  const site = useSiteSettings();
  const { address } = site;
  return (
    <footer>
      <section aria-labelledby="footer-explore">
        <h2 id="footer-explore">Explore</h2>
        <ul>
          {FOOTER_EXPLORE.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-quick-links">
        <h2 id="footer-quick-links">Quick Links</h2>
        <ul>
          {FOOTER_QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-follow">
        <h2 id="footer-follow">Follow Us</h2>
        <ul>
          {site.socials.map((social) => (
            <li key={social.network}>
              <ExternalLink href={social.url}>{social.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact">Contact Us</h2>
        <address>
          {address.department}, {address.college}, {address.university}, {address.city}, {address.state}{" "}
          {address.postalCode}, {address.country}
          <br />
          {site.phones.map((phone) => (
            <span key={phone}>
              <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>{" "}
            </span>
          ))}
          <br />
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </address>
      </section>
      <p>
        {site.developerCredits.map((credit) => (
          <span key={credit.name}>
            {credit.role} {credit.name} (<ExternalLink href={credit.github}>GitHub</ExternalLink>,{" "}
            <ExternalLink href={credit.linkedin}>LinkedIn</ExternalLink>){" "}
          </span>
        ))}
      </p>
    </footer>
  );
}
