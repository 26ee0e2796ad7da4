import { screen, within } from "@testing-library/react";

/**
 * The rendered table's rows as [label, value] pairs: each row's label must be a row header (a <th
 * scope="row">), so that a screen reader names the value by it.
 */
export const tableRows = (): (string | null)[][] =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .map((row) => {
      const header = within(row).getByRole("rowheader");
      expect(header.tagName).toBe("TH");
      expect(header).toHaveAttribute("scope", "row");
      return [header.textContent, within(row).getByRole("cell").textContent];
    });
