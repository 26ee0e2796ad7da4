/** src/templates/vehicle.tsx: the page createPage makes for each vehicle (and its aliases), and its Head. */
import { screen } from "@testing-library/react";
import { renderWithTheme as render } from "../setup/render";
import VehicleTemplate, { Head } from "../../src/templates/vehicle";
import { tableRows } from "../setup/table-rows";
import { COMBUSTION_ROWS, combustionVehicle, evVehicle, imageWithOg, threeWheeler } from "../fixtures/typed";
import { allowHtmlInHead, headProps, pageProps, renderHead } from "../fixtures/gatsby-props";
import { mockSiteSettings } from "../fixtures/site-settings";

const SITE = "https://www.saezhcet.org";

type Neighbour = Queries.VehicleNeighbourFragment | null;

/** The VehiclePage query's result, as createPage's context `{ slug, previous, next }` selects it. */
const vehicleData = (
  vehicle: Queries.VehiclePageVehicleFragment,
  previous: Neighbour = null,
  next: Neighbour = null,
): Queries.VehiclePageQuery => ({
  vehicle: {
    ...vehicle,
    image: vehicle.image && imageWithOg(`/static/v/${vehicle.slug}-og.jpg`),
  },
  previous,
  next,
});

const neighbour = (version: string): Queries.VehicleNeighbourFragment => ({
  title: `ZFR ${version}`,
  version,
  team: { slug: "zfr-cv" },
});

/** Renders the template as served at `pathname` (its own route, or an alias sharing its context). */
const renderVehicle = (data: Queries.VehiclePageQuery, pathname: string) =>
  render(
    <VehicleTemplate
      {...pageProps(data, {
        pathname,
        pageContext: {
          slug: data.vehicle?.slug ?? "",
          previous: data.previous ? `zfr${data.previous.version}` : null,
          next: data.next ? `zfr${data.next.version}` : null,
        },
      })}
    />,
  );

describe("vehicle template", () => {
  it("shows the combustion SPECIFICATIONS table with its labels in order, and the neighbours", () => {
    renderVehicle(vehicleData(combustionVehicle, neighbour("2.0"), neighbour("4.0")), "/zfr-cv/3.0");
    expect(screen.getByRole("heading", { level: 1, name: "ZFR 3.0" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "ZFR 3.0 on its stands" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Specifications of ZFR 3.0" })).toBeInTheDocument();
    expect(tableRows()).toEqual(COMBUSTION_ROWS);
    expect(screen.getByRole("link", { name: "Previous: ZFR 2.0" })).toHaveAttribute("href", "/zfr-cv/2.0");
    expect(screen.getByRole("link", { name: "Next: ZFR 4.0" })).toHaveAttribute("href", "/zfr-cv/4.0");
    expect(screen.getByRole("link", { name: "Back to TEAM ZFR-CV" })).toHaveAttribute("href", "/zfr-cv");
  });

  it("shows the same page at an alias, with links to the vehicle's own routes", () => {
    renderVehicle(vehicleData(combustionVehicle, neighbour("2.0"), null), "/vehicle/zfrcv3.0");
    expect(screen.getByRole("heading", { level: 1, name: "ZFR 3.0" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Previous: ZFR 2.0" })).toHaveAttribute("href", "/zfr-cv/2.0");
    expect(screen.queryByRole("link", { name: /^Next/ })).not.toBeInTheDocument();
  });

  it("shows the three-wheeler table for TGW vehicles", () => {
    renderVehicle(vehicleData(threeWheeler), "/tgw/9.0");
    expect(tableRows().map(([label]) => label)).toEqual([
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
    expect(screen.getByRole("link", { name: "Back to TEAM GREEN WARRIORS" })).toHaveAttribute("href", "/tgw");
  });

  it("says the specifications are to be announced for an EV without a table", () => {
    renderVehicle(vehicleData(evVehicle), "/zfr-ev/1.0");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(
      screen.getByText("The specifications of ZFR-EV 1.0 will be announced when the car is unveiled."),
    ).toBeInTheDocument();
  });

  it("renders nothing when the query finds no vehicle", () => {
    const { container } = renderVehicle({ ...vehicleData(combustionVehicle), vehicle: null }, "/zfr-cv/3.0");
    expect(container).toBeEmptyDOMElement();
  });
});

describe("vehicle template Head", () => {
  beforeEach(() => mockSiteSettings());
  allowHtmlInHead();

  const zfr1 = vehicleData({ ...combustionVehicle, slug: "zfr1.0", version: "1.0", title: "ZFR 1.0" });

  it("at an alias (/vehicle/zfrcv1.0): the canonical link and og:url name the vehicle's own route", () => {
    const head = renderHead(<Head {...headProps(zfr1, { pathname: "/vehicle/zfrcv1.0" })} />);

    expect(head.title).toBe("ZFR 1.0 · ZFR-CV | SAE ZHCET");
    expect(head.canonical).toBe(`${SITE}/zfr-cv/1.0`);
    expect(head.og("url")).toBe(`${SITE}/zfr-cv/1.0`);
    expect(head.og("image")).toBe(`${SITE}/static/v/zfr1.0-og.jpg`);
    expect(head.jsonLd()).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Homepage", item: SITE },
          { "@type": "ListItem", position: 2, name: "ZFR-CV", item: `${SITE}/zfr-cv` },
          { "@type": "ListItem", position: 3, name: "ZFR 1.0", item: `${SITE}/zfr-cv/1.0` },
        ],
      },
    ]);
  });

  it("at its own route: the same canonical link, and the description cut to 155 characters", () => {
    const long = vehicleData({ ...combustionVehicle, description: "A very long story. ".repeat(20) });
    const head = renderHead(<Head {...headProps(long, { pathname: "/zfr-cv/3.0" })} />);
    expect(head.canonical).toBe(`${SITE}/zfr-cv/3.0`);
    expect(head.description).toBe("A very long story. ".repeat(20).slice(0, 155));
  });

  it("falls back to the site's sharing image for a vehicle without a photo", () => {
    const head = renderHead(<Head {...headProps(vehicleData(evVehicle), { pathname: "/zfr-ev/1.0" })} />);
    expect(head.canonical).toBe(`${SITE}/zfr-ev/1.0`);
    expect(head.og("image")).toBe(`${SITE}/og-image.jpg`);
  });
});
