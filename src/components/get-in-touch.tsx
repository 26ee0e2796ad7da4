import { useTheme } from "@emotion/react";
import { PAGE_ROUTES } from "../lib/routes";
import { buttonStyles, type SpaceStep } from "./ui";

export interface GetInTouchLinkProps {
  /** Space above the button, on the theme's spacing scale. */
  gap?: SpaceStep;
}

/** The "Get in touch" call to action: the primary button to the contact page (sponsors, support us). */
export function GetInTouchLink({ gap = 4 }: GetInTouchLinkProps) {
  const theme = useTheme();
  return (
    <a href={PAGE_ROUTES.contact} css={[buttonStyles(theme, "primary"), { marginTop: theme.space[gap] }]}>
      Get in touch
    </a>
  );
}
