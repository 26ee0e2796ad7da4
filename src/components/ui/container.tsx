import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";

interface ContainerProps {
  narrow?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Centres content at the site's reading width with side gutters. */
export function Container({ narrow, className, children }: ContainerProps) {
  const theme = useTheme();
  return (
    <div
      className={className}
      css={{
        width: "100%",
        maxWidth: narrow ? theme.sizes.prose : theme.sizes.content,
        marginInline: "auto",
        paddingInline: theme.space[4],
        [theme.mq.up("md")]: { paddingInline: theme.space[6] },
      }}
    >
      {children}
    </div>
  );
}
