import { css, type Theme } from "@emotion/react";

/** Form rows: one column on phones, `columns` from the md breakpoint. */
export const formGrid = (theme: Theme, columns: number) => css`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${theme.mq.up("md")} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;
