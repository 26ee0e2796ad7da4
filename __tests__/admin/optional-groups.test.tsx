// A group of fields that may be left out as a whole (a vehicle's specification table, a page's embedded
// article): src/admin/widgets.ts wraps Decap's object control so that the group's required fields, labelled
// without "(optional)", are not demanded while the whole group is empty, and an emptied one is left to the
// content check, which names it.
import React, { act, Component, createElement } from "react";
import { createRoot } from "react-dom/client";

interface ValidationError {
  type: string;
  message: string;
}
type Report = (id: string, errors: ValidationError[]) => void;

/** Decap's field as its controls read it (an Immutable map there). */
const field = (settings: Record<string, unknown>) => ({ get: (key: string) => settings[key] });

/** Decap's Immutable map of the group's values, as far as the wrapper reads it. */
class Values {
  constructor(private readonly values: Record<string, unknown>) {}
  every(test: (value: unknown) => boolean): boolean {
    return Object.values(this.values).every(test);
  }
}

/** Decap's own object control: validating reports each inner field's errors as Decap's Widget does. */
class ObjectControl extends Component<{ value?: Values; onValidateObject: Report }> {
  validate() {
    this.props.onValidateObject("chassis-field-1", [{ type: "PRESENCE", message: "Chassis is required." }]);
    this.props.onValidateObject("website-field-2", [
      { type: "PATTERN", message: "Website must start with https://" },
    ]);
  }
  override render() {
    return createElement("div", { className: "object-control" });
  }
}

/** Runs src/admin/start.ts against a stand-in Decap and returns the object control it registers. */
async function registeredObjectControl(): Promise<React.ComponentType<Record<string, unknown>>> {
  const registerWidget = jest.fn();
  const createClass = (spec: Record<string, unknown>) => {
    class Created extends Component<Record<string, unknown>> {}
    Object.assign(Created.prototype, spec);
    return Created;
  };
  Object.assign(window, {
    createClass,
    h: createElement,
    CMS: {
      registerEventListener: jest.fn(),
      registerCustomFormat: jest.fn(),
      registerWidget,
      getWidget: (name: string) =>
        name === "object" ? { control: ObjectControl, preview: "preview", schema: "schema" } : undefined,
      init: jest.fn(),
    },
    fetch: jest.fn(async () => ({ ok: true, json: async () => ({ collections: [] }) })),
  });
  // A fresh copy each time, as the editor's page loads it once.
  await jest.isolateModulesAsync(async () => {
    await import("../../src/admin/start");
  });
  window.dispatchEvent(new Event("DOMContentLoaded"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const call = registerWidget.mock.calls.find(([name]) => name === "object");
  if (!call) throw new Error("the start script registers no object control");
  expect(call.slice(2)).toEqual(["preview", "schema"]);
  return call[1] as React.ComponentType<Record<string, unknown>>;
}

describe("a group of fields that may be left out as a whole", () => {
  let Group: React.ComponentType<Record<string, unknown>>;
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    Group = await registeredObjectControl();
  });

  /** What the group's fields report when Decap validates the entry for saving. */
  function reported(required: boolean | undefined, value?: unknown): Record<string, string[]> {
    const reports: Record<string, string[]> = {};
    const onValidateObject: Report = (id, errors) => {
      reports[id] = errors.map((error) => error.message);
    };
    const node = document.createElement("div");
    const root = createRoot(node);
    let group: { validate(): void } | null = null;
    act(() => {
      root.render(
        createElement(Group, {
          field: field({ name: "combustion", required }),
          value,
          onValidateObject,
          ref: (instance: { validate(): void } | null) => {
            group = instance;
          },
        }),
      );
    });
    expect(node.querySelector(".object-control")).not.toBeNull();
    act(() => (group as unknown as { validate(): void }).validate());
    act(() => root.unmount());
    return reports;
  }

  it("asks for nothing while the whole group is empty, and clears what it asked before", () => {
    const cleared = { "chassis-field-1": [], "website-field-2": [] };
    expect(reported(false, undefined)).toEqual(cleared);
    expect(reported(false, new Values({ chassis: "", website: "" }))).toEqual(cleared);
    expect(reported(false, { chassis: "", nested: { website: null } })).toEqual(cleared);
  });

  it("once filled in, leaves an emptied field to the content check and keeps every other message", () => {
    expect(reported(false, new Values({ chassis: "", website: "http://example.org" }))).toEqual({
      "chassis-field-1": [],
      "website-field-2": ["Website must start with https://"],
    });
  });

  it("changes nothing for a group that must be there", () => {
    expect(reported(undefined, undefined)).toEqual({
      "chassis-field-1": ["Chassis is required."],
      "website-field-2": ["Website must start with https://"],
    });
  });
});
