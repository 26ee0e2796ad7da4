/**
 * Decides what each referenced image should show: its kind, motif, hue and size, derived from the entry
 * (the team of a vehicle, the album and alt text of a gallery photo, and so on), and the label the log
 * prints for it. The images themselves carry no words.
 */
import path from "node:path";
import type { LandscapeBrief, Motif, PortraitBrief, Size } from "./art-photos";
import type { SiteLogoVariant } from "./art-logos";
import { isJsonObject, type JsonObject } from "../../gatsby/content-rules";
import { numberField, stringField, type ImageRef } from "../../scripts/lib/content-entries";
import { hueForTeam, keywordHue, palette, spotHues } from "./palette";
import { hashString, randomFor } from "./random";

export type ImageJob =
  | { kind: "landscape"; brief: LandscapeBrief }
  | { kind: "portrait"; brief: PortraitBrief }
  | { kind: "heroStill" }
  | { kind: "sponsorLogo"; variant: number }
  | { kind: "siteLogo"; variant: SiteLogoVariant };

export interface ImagePlan {
  job: ImageJob;
  size: Size;
  format: "jpeg" | "png";
  /** What the image stands for, as printed in the log, e.g. "ZFR 3.0 · 2018". */
  label: string;
}

const PHOTO: Size = { width: 2400, height: 1600 };
const PORTRAIT: Size = { width: 1200, height: 1200 };
const SPONSOR_LOGO: Size = { width: 800, height: 400 };
const SITE_LOGO: Size = { width: 600, height: 200 };

/** Collections whose images are portraits of people. */
const PORTRAIT_COLLECTIONS = new Set(["board", "faculty", "college-heads", "alumni"]);

/** The entry's own name: name, title, cardTitle or event, else its slug. */
export function entryName(data: JsonObject): string {
  for (const key of ["name", "title", "cardTitle", "event", "shortName", "slug"]) {
    const value = stringField(data, key);
    if (value) return value;
  }
  return "Untitled";
}

/** The alt text written next to an image: `<field>Alt` beside a field, or `alt` in the same object. */
function altText(ref: ImageRef): string | undefined {
  const key = ref.at[ref.at.length - 1];
  if (!isJsonObject(ref.holder)) return undefined;
  return (
    (typeof key === "string" ? stringField(ref.holder, `${key}Alt`) : undefined) ??
    stringField(ref.holder, "alt")
  );
}

function spotHue(key: string): string {
  return spotHues[hashString(key) % spotHues.length] ?? palette.accent;
}

/** Each team's vehicle in its own hue: a formula car, or the three-wheeler for TGW. */
function vehicleMotif(team: string | undefined): Motif {
  return team === "tgw" ? "threeWheeler" : "formulaCar";
}

/** Three-wheeler photos show the three-wheeler; the rest get a varied formula-racing motif. */
function galleryMotif(text: string, seedKey: string): Motif {
  if (/three-?wheeler|\btgw\b|efficycle|jackdaw/i.test(text)) return "threeWheeler";
  const motifs: readonly Motif[] = ["formulaCar", "formulaCar", "track", "flag", "lights"];
  return randomFor(seedKey).pick(motifs);
}

/** What a landscape shows, and the label the log prints for it. */
function landscapeBrief(ref: ImageRef, seedKey: string): { brief: LandscapeBrief; label: string } {
  const { collection, data } = ref.entry;
  const title = entryName(data);
  const alt = altText(ref) ?? "";
  if (collection === "vehicles") {
    const team = stringField(data, "team");
    const year = numberField(data, "year") ?? stringField(data, "year");
    return {
      brief: { hue: hueForTeam(team), motif: vehicleMotif(team), seedKey },
      label: year === undefined ? title : `${title} · ${year}`,
    };
  }
  if (collection === "teams") {
    const slug = stringField(data, "slug");
    return { brief: { hue: hueForTeam(slug), motif: vehicleMotif(slug), seedKey }, label: title };
  }
  if (collection === "gallery") {
    const album = stringField(data, "name") ?? `Album ${stringField(data, "slug") ?? ""}`.trim();
    const images = data["images"];
    const index = ref.at[0] === "images" && typeof ref.at[1] === "number" ? ref.at[1] : undefined;
    const hue = keywordHue(album) ?? keywordHue(alt) ?? spotHue(stringField(data, "slug") ?? album);
    return {
      brief: { hue, motif: galleryMotif(`${album} ${alt}`, seedKey), seedKey },
      label:
        index !== undefined && Array.isArray(images)
          ? `${album} · photo ${index + 1} of ${images.length}`
          : album,
    };
  }
  const hue = keywordHue(title) ?? palette.accent;
  if (collection === "events") return { brief: { hue, motif: "flag", seedKey }, label: title };
  const motifs: readonly Motif[] = ["track", "formulaCar", "lights", "flag"];
  return { brief: { hue, motif: randomFor(seedKey).pick(motifs), seedKey }, label: title };
}

function portraitLabel(ref: ImageRef): string {
  const { collection, data } = ref.entry;
  const role =
    collection === "alumni"
      ? "alumnus"
      : (stringField(data, "post") ?? stringField(data, "designation") ?? collection);
  return `${entryName(data)} — ${role}`;
}

/** Which site logo a path stands for: the SAEINDIA or AMU marks of the header strip, else the club's own. */
function siteLogoVariant(ref: ImageRef): SiteLogoVariant {
  const clues = `${altText(ref) ?? ""} ${path.basename(ref.value)}`.toLowerCase();
  if (/sae\s*-?india|saeinv/.test(clues)) return "saeindia";
  if (/\bamu\b|amulogo|aligarh/.test(clues)) return "amu";
  return "club";
}

const SITE_LOGO_NAMES: Record<SiteLogoVariant, string> = {
  club: "SAE ZHCET logo",
  saeindia: "SAEINDIA logo",
  amu: "AMU logo",
};

/** Plans one image; `seedKey` (the repository-relative output path) seeds all variation. */
export function planImage(ref: ImageRef, seedKey: string): ImagePlan {
  const format = /\.png$/i.test(ref.value) ? "png" : "jpeg";
  const { collection, data } = ref.entry;
  if (collection === "site") {
    const variant = siteLogoVariant(ref);
    return { job: { kind: "siteLogo", variant }, size: SITE_LOGO, format, label: SITE_LOGO_NAMES[variant] };
  }
  if (collection === "sponsors") {
    const order = numberField(data, "order");
    const name = stringField(data, "name") ?? `Partner ${String(order ?? 0).padStart(2, "0")}`;
    const variant = order !== undefined ? order - 1 : hashString(seedKey) % 36;
    return { job: { kind: "sponsorLogo", variant }, size: SPONSOR_LOGO, format, label: `${name} logo` };
  }
  if (collection === "pages" && /^hero/.test(path.basename(ref.value))) {
    return {
      job: { kind: "heroStill" },
      size: PHOTO,
      format,
      label: "home hero poster (the hero loop's first frame)",
    };
  }
  if (PORTRAIT_COLLECTIONS.has(collection)) {
    const hue = spotHue(stringField(data, "slug") ?? entryName(data));
    return {
      job: { kind: "portrait", brief: { hue, seedKey } },
      size: PORTRAIT,
      format,
      label: portraitLabel(ref),
    };
  }
  const { brief, label } = landscapeBrief(ref, seedKey);
  return { job: { kind: "landscape", brief }, size: PHOTO, format, label };
}
