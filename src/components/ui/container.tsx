import styled from "@emotion/styled";

/** Centres content at the site's reading width with side gutters. */
export const Container = styled.div<{ narrow?: boolean }>(({ theme, narrow }) => ({
  width: "100%",
  maxWidth: narrow ? theme.sizes.prose : theme.sizes.content,
  marginInline: "auto",
  paddingInline: theme.space[4],
  [theme.mq.up("md")]: { paddingInline: theme.space[6] },
}));
