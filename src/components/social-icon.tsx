import type { IconType } from "react-icons";
import { FaFacebookF } from "./icons/fa-facebook-f";
import { FaInstagram } from "./icons/fa-instagram";
import { FaLinkedinIn } from "./icons/fa-linkedin-in";
import { FaXTwitter } from "./icons/fa-xtwitter";
import { FaYoutube } from "./icons/fa-youtube";

/** The social networks the site and the teams link to, each with its name and icon. */
export const NETWORKS = {
  linkedin: { label: "LinkedIn", Icon: FaLinkedinIn },
  facebook: { label: "Facebook", Icon: FaFacebookF },
  instagram: { label: "Instagram", Icon: FaInstagram },
  twitter: { label: "X", Icon: FaXTwitter },
  youtube: { label: "YouTube", Icon: FaYoutube },
} as const satisfies Record<string, { label: string; Icon: IconType }>;

export type Network = keyof typeof NETWORKS;

/** A decorative network icon (none for an unknown network): the link around it carries the name. */
export function SocialIcon({ network, size = "1.125rem" }: { network: string; size?: string }) {
  if (!Object.hasOwn(NETWORKS, network)) return null;
  const { Icon } = NETWORKS[network as Network];
  return <Icon aria-hidden="true" focusable="false" size={size} />;
}
