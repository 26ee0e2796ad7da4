/**
 * A vehicle page's two SPECIFICATIONS tables: which content field is shown under which label, in order.
 * Combustion cars (ZFR 1.0–5.0) and the three-wheelers (TGW 9.0, 10.0) each have their own.
 */
const SPEC_ROWS = {
  combustion: [
    ["chassis", "Chassis"],
    ["power", "Power"],
    ["torque", "Torque"],
    ["weight", "Weight"],
    ["bodyworks", "Bodyworks"],
    ["engine", "Engine"],
    ["tyres", "Tyres"],
    ["suspension", "Suspension"],
    ["cooling", "Cooling"],
    ["ecu", "Engine Electronics"],
  ],
  threeWheeler: [
    ["motor", "Motor"],
    ["frame", "Frame material"],
    ["weight", "Weight"],
    ["length", "Overall Length"],
    ["width", "Overall Width"],
    ["height", "Overall Height"],
    ["wheelConfig", "Wheel configuration"],
    ["suspension", "Suspension"],
    ["steering", "Steering"],
    ["brakes", "Brakes"],
  ],
} as const;

/** The rows of a vehicle's table, or null when its specifications are still to be announced. */
export function specRows(vehicle: {
  combustion?: Readonly<Record<string, string>> | null;
  threeWheeler?: Readonly<Record<string, string>> | null;
}): { kind: keyof typeof SPEC_ROWS; rows: { label: string; value: string }[] } | null {
  for (const kind of ["combustion", "threeWheeler"] as const) {
    const values = vehicle[kind];
    if (values) {
      return { kind, rows: SPEC_ROWS[kind].map(([field, label]) => ({ label, value: values[field] ?? "" })) };
    }
  }
  return null;
}
