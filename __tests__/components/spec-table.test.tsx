import fs from "node:fs";
import path from "node:path";
import { screen } from "@testing-library/react";
import { SpecTable } from "../../src/components/spec-table";
import { specRows } from "../../src/lib/spec-tables";
import { renderWithTheme as render } from "../setup/render";
import { tableRows } from "../setup/table-rows";
import { COMBUSTION_ROWS, combustionVehicle, evVehicle, threeWheeler } from "../fixtures/typed";

describe("SPECIFICATIONS table", () => {
  it("uses the combustion car's labels, in order, for the ZFR cars, with a caption", () => {
    render(<SpecTable vehicle={combustionVehicle} />);
    expect(screen.getByRole("heading", { name: "SPECIFICATIONS" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Specifications of ZFR 3.0" });
    expect(table.querySelector("caption")).toHaveTextContent("Specifications of ZFR 3.0");
    expect(tableRows()).toEqual(COMBUSTION_ROWS);
  });

  it("uses the three-wheeler labels for the TGW vehicles", () => {
    render(<SpecTable vehicle={threeWheeler} />);
    expect(screen.getByRole("table", { name: "Specifications of JackDaw (TGW 9.0)" })).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ["Motor", "BLDC of 600 watts, 48 V, 500 rpm"],
      ["Frame material", "AISI 4130 & AISI 1018"],
      ["Weight", "102.37 kg"],
      ["Overall Length", "84.13 in"],
      ["Overall Width", "58.11 in"],
      ["Overall Height", "66.85 in"],
      ["Wheel configuration", "Front-2 Rear-1"],
      ["Suspension", "Helical Spring"],
      ["Steering", "Bell Crank Mechanism"],
      ["Brakes", "Front & Rear Disc Brakes"],
    ]);
  });

  it('shows the "to be announced" state, and no table, for an EV without specifications', () => {
    render(<SpecTable vehicle={evVehicle} />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("To be announced")).toBeInTheDocument();
    expect(
      screen.getByText("The specifications of ZFR-EV 1.0 will be announced when the car is unveiled."),
    ).toBeInTheDocument();
  });
});

describe("the content's vehicles pick the right table", () => {
  // Whatever vehicles content/vehicles holds: each shows the table its data fills, or none yet.
  const dir = path.resolve(__dirname, "../../content/vehicles");
  type Table = Record<string, string>;
  const vehicles = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map(
      (file) =>
        JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as {
          slug: string;
          combustion?: Table;
          threeWheeler?: Table;
        },
    );

  it("content/vehicles has vehicles", () => {
    expect(vehicles.length).toBeGreaterThan(0);
  });

  it.each(vehicles.map((vehicle) => [vehicle.slug, vehicle] as const))(
    "%s → the table its data fills, with the data's values",
    (_slug, vehicle) => {
      const kind = vehicle.combustion ? "combustion" : vehicle.threeWheeler ? "threeWheeler" : undefined;
      const table = specRows(vehicle);
      if (!kind) {
        expect(table).toBeNull();
        return;
      }
      expect(table?.kind).toBe(kind);
      const values = Object.values(vehicle[kind] ?? {});
      expect(table?.rows.length).toBeGreaterThan(0);
      for (const row of table?.rows ?? []) expect(values).toContain(row.value);
    },
  );
});
