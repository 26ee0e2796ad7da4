import { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { css, type Theme } from "@emotion/react";
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

export const INSTAGRAM_POPUP_ID = "instagram-accounts";

function LinkList({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Follow Us (SPEC §2 "Footer"): an icon link per network; the Instagram icon is a button that toggles
 * a small popup with the two team accounts. Escape closes the popup and returns focus to the button.
 */
export function FollowUs() {
  const site = useSiteSettings();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="follow">
      <ul className="socials">
        {site.socials.map((social) =>
          social.network === "instagram" ? (
            <li key={social.network}>
              <button
                ref={buttonRef}
                type="button"
                className="social"
                aria-expanded={open}
                aria-controls={INSTAGRAM_POPUP_ID}
                onClick={() => setOpen((current) => !current)}
              >
                <SocialIcon network={social.network} />
                <span className="visually-hidden">{social.label}</span>
              </button>
              {/* Right after its button, so Tab moves into the open popup. */}
              <div id={INSTAGRAM_POPUP_ID} className="popup" hidden={!open}>
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
            </li>
          ) : (
            <li key={social.network}>
              <ExternalLink href={social.url} className="social">
                <SocialIcon network={social.network} />
                <span className="visually-hidden">
                  {site.shortName} on {social.label}
                </span>
              </ExternalLink>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** The shared footer (SPEC §2 "Footer"): Explore, Quick Links, Follow Us, Contact Us, credits. */
export function SiteFooter() {
  const site = useSiteSettings();
  const teamLinks = useTeamLinks();
  const { address } = site;
  return (
    <footer css={footerStyles}>
      <Container>
        <div className="columns">
          <LinkList id="footer-explore" title="Explore" links={footerExplore(teamLinks)} />
          <LinkList id="footer-quick-links" title="Quick Links" links={FOOTER_QUICK_LINKS} />
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

const footerStyles = (theme: Theme) => {
  const { colors, space, fonts, fontSizes, fontWeights, radii, shadows, sizes, mq, motion } = theme;
  const transition = `${motion.transition}ms ${motion.easing}`;
  return css`
    background: ${colors.ink};
    color: ${colors.textOnDarkMuted};
    border-top: 4px solid ${colors.accent};
    padding-top: ${space[8]};
    font-size: ${fontSizes.sm};

    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    a {
      color: ${colors.textOnDarkMuted};
      text-decoration: none;
      transition: color ${transition};
      &:hover {
        color: ${colors.textOnDark};
        text-decoration: underline;
      }
    }
    :focus-visible {
      outline-color: ${colors.focusOnDark};
    }

    .columns {
      display: grid;
      gap: ${space[7]} ${space[5]};
      /* phones: the two link lists side by side, Follow Us and Contact Us full width */
      grid-template-columns: repeat(2, minmax(0, 1fr));
      > section:nth-of-type(n + 3) {
        grid-column: 1 / -1;
      }
      ${mq.up("sm")} {
        column-gap: ${space[6]};
        > section:nth-of-type(n + 3) {
          grid-column: auto;
        }
      }
      ${mq.up("lg")} {
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto minmax(0, 1.4fr);
      }
    }

    h2 {
      margin: 0 0 ${space[4]};
      color: ${colors.textOnDark};
      font-size: ${fontSizes.xl};
      letter-spacing: 0.08em;
      text-transform: uppercase;
      &::after {
        content: "";
        display: block;
        width: 2.5rem;
        height: 3px;
        margin-top: ${space[2]};
        background: ${colors.accent};
      }
    }

    .links a {
      display: inline-flex;
      align-items: center;
      min-height: ${sizes.tapTarget};
      text-wrap: balance;
    }

    .follow {
      position: relative;
    }
    .socials {
      display: flex;
      flex-wrap: wrap;
      gap: ${space[2]};
      ${mq.up("lg")} {
        flex-wrap: nowrap;
      }
    }
    .social {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: ${sizes.tapTarget};
      height: ${sizes.tapTarget};
      border: 1px solid ${colors.borderOnDark};
      border-radius: ${radii.pill};
      background: transparent;
      color: ${colors.textOnDark};
      cursor: pointer;
      transition:
        background-color ${transition},
        border-color ${transition};
      &:hover,
      &[aria-expanded="true"] {
        color: ${colors.onAccent};
        background: ${colors.accent};
        border-color: ${colors.accent};
        text-decoration: none;
      }
    }
    .popup {
      position: absolute;
      left: 0;
      top: calc(100% + ${space[3]});
      z-index: 1;
      min-width: 13rem;
      padding: ${space[3]} ${space[2]} ${space[2]};
      background: ${colors.inkSoft};
      border: 1px solid ${colors.borderOnDark};
      border-top: 3px solid ${colors.accent};
      border-radius: ${radii.md};
      box-shadow: ${shadows.raised};
      a {
        display: flex;
        align-items: center;
        gap: ${space[2]};
        min-height: ${sizes.tapTarget};
        padding: 0 ${space[3]};
        border-radius: ${radii.sm};
        color: ${colors.textOnDark};
        font-weight: ${fontWeights.semibold};
        &:hover {
          background: ${colors.ink};
        }
      }
    }
    .popup-title {
      margin: 0 ${space[3]} ${space[1]};
      font-family: ${fonts.display};
      font-size: ${fontSizes.sm};
      font-weight: ${fontWeights.bold};
      letter-spacing: 0.08em;
      text-transform: uppercase;
      color: ${colors.textOnDarkMuted};
    }

    address {
      font-style: normal;
    }
    .contact-row {
      display: flex;
      align-items: flex-start;
      gap: ${space[3]};
      margin: 0 0 ${space[2]};
      svg {
        flex: none;
        margin-top: 0.3em;
        color: ${colors.accentOnDark};
      }
    }
    .contact-list .contact-row {
      align-items: center;
      margin: 0;
      min-height: ${sizes.tapTarget};
      svg {
        margin-top: 0;
      }
      a {
        display: inline-flex;
        align-items: center;
        min-height: ${sizes.tapTarget};
      }
    }

    .bottom {
      display: flex;
      flex-direction: column;
      gap: ${space[3]};
      margin-top: ${space[8]};
      padding-block: ${space[5]};
      border-top: 1px solid ${colors.borderOnDark};
      font-size: ${fontSizes.xs};
      p {
        margin: 0;
      }
      ${mq.up("lg")} {
        flex-direction: row;
        align-items: center;
        justify-content: space-between;
      }
    }
    .credits {
      display: flex;
      flex-wrap: wrap;
      gap: ${space[2]} ${space[5]};
      li {
        display: flex;
        align-items: center;
        gap: ${space[1]};
      }
      strong {
        color: ${colors.textOnDark};
        font-weight: ${fontWeights.semibold};
      }
    }
    .credit-link {
      display: inline-flex;
      align-items: center;
      min-height: ${sizes.tapTarget};
      padding-inline: ${space[2]};
      text-decoration: underline;
      text-underline-offset: 0.2em;
    }
  `;
};
