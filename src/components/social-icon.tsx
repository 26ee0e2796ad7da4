import type { IconType } from "react-icons";
import { FaFacebookF } from "./icons/fa-facebook-f";
import { FaInstagram } from "./icons/fa-instagram";
import { FaLinkedinIn } from "./icons/fa-linkedin-in";
import { FaXTwitter } from "./icons/fa-xtwitter";
import { FaYoutube } from "./icons/fa-youtube";

/** One icon per network named in content/site/site.json (`socials[].network`). */
const ICONS: Record<string, IconType> = {
  linkedin: FaLinkedinIn,
  facebook: FaFacebookF,
  instagram: FaInstagram,
  twitter: FaXTwitter,
  youtube: FaYoutube,
};

/** A decorative network icon (none for an unknown network): the link around it carries the name. */
export function SocialIcon({ network, size = "1.125rem" }: { network: string; size?: string }) {
  const Icon = ICONS[network];
  return Icon ? <Icon aria-hidden="true" focusable="false" size={size} /> : null;
}
