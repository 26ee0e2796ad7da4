import { screen, within } from "@testing-library/react";
import { renderWithTheme as render } from "../setup/render";
import { VehiclePage } from "../../src/components/vehicle-page";
import { combustionVehicle, evVehicle, threeWheeler } from "../fixtures/typed";

const rowsOf = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      within(row).getByRole("cell").textContent,
    ]);

describe("vehicle page", () => {
  it("shows the combustion SPECIFICATIONS table with the spec's labels in order", () => {
    render(
      <VehiclePage
        vehicle={combustionVehicle}
        previous={{ title: "ZFR 2.0", version: "2.0", team: { slug: "zfr-cv" } }}
        next={{ title: "ZFR 4.0", version: "4.0", team: { slug: "zfr-cv" } }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "ZFR 3.0" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Specifications of ZFR 3.0" })).toBeInTheDocument();
    expect(rowsOf()).toEqual([
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
    expect(screen.getByRole("link", { name: "Previous: ZFR 2.0" })).toHaveAttribute("href", "/zfr-cv/2.0");
    expect(screen.getByRole("link", { name: "Next: ZFR 4.0" })).toHaveAttribute("href", "/zfr-cv/4.0");
    expect(screen.getByRole("link", { name: "Back to TEAM ZFR-CV" })).toHaveAttribute("href", "/zfr-cv");
  });

  it("shows the three-wheeler table for TGW vehicles", () => {
    render(<VehiclePage vehicle={threeWheeler} previous={null} next={null} />);
    expect(rowsOf().map(([label]) => label)).toEqual([
      "Motor",
      "Frame material",
      "Weight",
      "Overall Length",
      "Overall Width",
      "Overall Height",
      "Wheel configuration",
      "Suspension",
      "Steering",
      "Brakes",
    ]);
    expect(screen.queryByRole("link", { name: /Previous/ })).not.toBeInTheDocument();
  });

  it("says the specifications are to be announced for an EV without a table", () => {
    render(<VehiclePage vehicle={evVehicle} previous={null} next={null} />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(
      screen.getByText("The specifications of ZFR-EV 1.0 will be announced when the car is unveiled."),
    ).toBeInTheDocument();
  });
});
