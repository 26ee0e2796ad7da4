/**
 * Whether /apply takes applications, from the join page's optional recruitment dates (YYYY-MM-DD, UTC,
 * both days included) and the day of the build: the site is static, so the page changes state at the
 * first build on or after a date.
 */
export interface RecruitmentDates {
  opens?: string | null;
  closes?: string | null;
}

export type RecruitmentState =
  | { open: true }
  /** Closed until `reopens` (a date still to come). */
  | { open: false; reopens: string }
  /** Closed since the day after `closed`, with no new date set yet. */
  | { open: false; closed: string };

/** `today` is a YYYY-MM-DD day; dates written that way compare as text. */
export function recruitmentState({ opens, closes }: RecruitmentDates, today: string): RecruitmentState {
  if (opens && today < opens) return { open: false, reopens: opens };
  if (closes && today > closes) return { open: false, closed: closes };
  return { open: true };
}

/** A YYYY-MM-DD day as a visitor reads it, e.g. "1 August 2026". */
export function readableDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
