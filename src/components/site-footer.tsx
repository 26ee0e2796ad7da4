import type { CSSProperties } from "react";
import { FaEnvelope } from "./icons/fa-envelope";
import { FaInstagram } from "./icons/fa-instagram";
import { FaLocationDot } from "./icons/fa-location-dot";
import { FaPhone } from "./icons/fa-phone";
import { FOOTER_QUICK_LINKS, footerExplore, type NavLink } from "../lib/navigation";
import { useTeamLinks } from "../hooks/use-team-links";
import { telHref } from "../lib/tel";
import { useSiteSettings } from "../hooks/use-site-settings";
import { ExternalLink } from "./external-link";
import { SocialIcon } from "./social-icon";
import { Container } from "./ui/container";
import { footerStyles } from "./site-footer.styles";

const INSTAGRAM_POPUP_ID = "instagram-accounts";

function LinkList({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="links">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Follow Us: Instagram's is a button opening a native popover of the team accounts, so it works with no
 * script (the footer is never hydrated); its attributes are lower case, as React 18 knows no `popover`.
 */
function FollowUs() {
  const site = useSiteSettings();
  return (
    <div className="follow">
      <ul className="socials">
        {site.socials.map((social) => (
          <li key={social.network}>
            {social.network === "instagram" ? (
              <>
                <button type="button" className="social instagram" {...{ popovertarget: INSTAGRAM_POPUP_ID }}>
                  <SocialIcon network={social.network} />
                  <span className="visually-hidden">{social.label}</span>
                </button>
                <div id={INSTAGRAM_POPUP_ID} className="popup" {...{ popover: "auto" }}>
                  <p className="popup-title">Our teams on Instagram</p>
                  <ul>
                    {site.instagramPopup.map((account) => (
                      <li key={account.url}>
                        <ExternalLink href={account.url}>
                          <FaInstagram aria-hidden="true" focusable="false" />
                          {account.label}
                        </ExternalLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            ) : (
              <ExternalLink href={social.url} className="social">
                <SocialIcon network={social.network} />
                <span className="visually-hidden">
                  {site.shortName} on {social.label}
                </span>
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer every page shares: Explore, Quick Links, Follow Us, Contact Us, credits. */
export function SiteFooter() {
  const site = useSiteSettings();
  const explore = footerExplore(useTeamLinks());
  const { address } = site;
  return (
    <footer css={footerStyles}>
      <Container>
        <div className="columns">
          <div
            className="link-lists"
            style={
              { "--link-rows": 1 + Math.max(explore.length, FOOTER_QUICK_LINKS.length) } as CSSProperties
            }
          >
            <LinkList id="footer-explore" title="Explore" links={explore} />
            <LinkList id="footer-quick-links" title="Quick Links" links={FOOTER_QUICK_LINKS} />
          </div>
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow">Follow Us</h2>
            <FollowUs />
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact Us</h2>
            <address>
              <p className="contact-row">
                <FaLocationDot aria-hidden="true" focusable="false" />
                <span>
                  {address.department},<br />
                  {address.college},<br />
                  {address.university}, {address.city}, {address.state} {address.postalCode},{" "}
                  {address.country}
                </span>
              </p>
              <ul className="contact-list">
                {site.phones.map((phone) => (
                  <li key={phone} className="contact-row">
                    <FaPhone aria-hidden="true" focusable="false" />
                    <a href={telHref(phone)}>{phone}</a>
                  </li>
                ))}
                <li className="contact-row">
                  <FaEnvelope aria-hidden="true" focusable="false" />
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
              </ul>
            </address>
          </section>
        </div>
        <div className="bottom">
          <p>© {site.clubName}</p>
          <ul className="credits" aria-label="Credits">
            {site.developerCredits.map((credit) => (
              <li key={credit.name}>
                <span>
                  {credit.role} <strong>{credit.name}</strong>
                </span>
                <ExternalLink href={credit.github} className="credit-link">
                  <span className="visually-hidden">{credit.name} on </span>GitHub
                </ExternalLink>
                <ExternalLink href={credit.linkedin} className="credit-link">
                  <span className="visually-hidden">{credit.name} on </span>LinkedIn
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
