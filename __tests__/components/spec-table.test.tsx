import fs from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import { SpecTable } from "../../src/components/spec-table";
import { specRows } from "../../src/lib/spec-tables";
import { renderWithTheme as render } from "../setup/render";
import { combustionVehicle, evVehicle, threeWheeler } from "../fixtures/typed";

const rows = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .map((row) => {
      const header = within(row).getByRole("rowheader");
      expect(header.tagName).toBe("TH");
      expect(header).toHaveAttribute("scope", "row");
      return [header.textContent, within(row).getByRole("cell").textContent];
    });

describe("SPECIFICATIONS table", () => {
  it("uses the combustion labels of SPEC §3 for the ZFR cars, with a caption", () => {
    render(<SpecTable vehicle={combustionVehicle} />);
    expect(screen.getByRole("heading", { name: "SPECIFICATIONS" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Specifications of ZFR 3.0" });
    expect(table.querySelector("caption")).toHaveTextContent("Specifications of ZFR 3.0");
    expect(rows()).toEqual([
      ["Chassis", "Tubular Space Frame"],
      ["Power", "22.11 BHP @ 9300 rpm"],
      ["Torque", "21 Nm @ 6900 rpm"],
      ["Weight", "190 kg"],
      ["Bodyworks", "CFRP"],
      ["Engine", "250 cc Honda CBR 250R"],
      ["Tyres", '10" Hoosier'],
      ["Suspension", "Double Wishbone"],
      ["Cooling", "Self Designed and Fabricated Cooling System"],
      ["Engine Electronics", "Custom Built Wiring Harness"],
    ]);
  });

  it("uses the three-wheeler labels for the TGW vehicles", () => {
    render(<SpecTable vehicle={threeWheeler} />);
    expect(screen.getByRole("table", { name: "Specifications of JackDaw (TGW 9.0)" })).toBeInTheDocument();
    expect(rows()).toEqual([
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
  const dir = path.resolve(__dirname, "../../content/vehicles");
  const vehicles = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => {
        const data = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
        return [data.slug as string, data];
      }),
  );

  it.each(["zfr1.0", "zfr2.0", "zfr3.0", "zfr4.0", "zfr5.0"])("%s → combustion", (slug) => {
    expect(specRows(vehicles[slug])?.kind).toBe("combustion");
  });

  it.each(["effi9.0", "effi10.0"])("%s → three-wheeler", (slug) => {
    expect(specRows(vehicles[slug])?.kind).toBe("threeWheeler");
  });

  it("TGW 9.0 and 10.0 show identical data", () => {
    expect(specRows(vehicles["effi10.0"])).toEqual(specRows(vehicles["effi9.0"]));
  });

  it.each(["zfrev1.0", "zfrev2.0", "zfrev3.0", "zfrev4.0", "zfrev5.0", "zfrev6.0"])(
    "%s → to be announced",
    (slug) => {
      expect(specRows(vehicles[slug])).toBeNull();
    },
  );
});
