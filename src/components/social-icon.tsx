import type { IconType } from "react-icons";
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from "./icons";

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
