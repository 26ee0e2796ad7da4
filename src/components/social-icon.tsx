import type { IconType } from "react-icons";
import {
  FaFacebookF,
  FaGithub,
  FaInstagram,
  FaLink,
  FaLinkedinIn,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";

/** One icon per network named in content/site/site.json (`socials[].network`), plus GitHub. */
const ICONS: Record<string, IconType> = {
  linkedin: FaLinkedinIn,
  facebook: FaFacebookF,
  instagram: FaInstagram,
  twitter: FaXTwitter,
  youtube: FaYoutube,
  github: FaGithub,
};

/** A decorative network icon: the link or button around it carries the accessible name. */
export function SocialIcon({ network, size = "1.125rem" }: { network: string; size?: string }) {
  const Icon = ICONS[network] ?? FaLink;
  return <Icon aria-hidden="true" focusable="false" size={size} />;
}
