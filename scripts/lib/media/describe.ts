/**
 * Decides what each referenced image should show: its kind, size and label, derived from the entry
 * (name/title/cardTitle/event, the album and alt text for gallery photos, and so on).
 */
import path from "node:path";
import type { LandscapeBrief, Motif, PortraitBrief, Size } from "./art-photos";
import type { SiteLogoVariant } from "./art-logos";
import { isJsonObject, numberField, stringField, type ImageRef, type JsonObject } from "./content";
import { hueForTeam, keywordHue, palette, spotHues } from "./palette";
import { hashString, randomFor } from "./random";
import { shorten } from "./svg";

export type ImageJob =
  | { kind: "landscape"; brief: LandscapeBrief }
  | { kind: "portrait"; brief: PortraitBrief }
  | { kind: "sponsorLogo"; name: string; variant: number }
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

const PORTRAIT_KICKERS: Record<string, string> = {
  board: "Governing board",
  faculty: "Faculty advisor",
  "college-heads": "College leadership",
  alumni: "Alumni",
};

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

function vehicleBrief(data: JsonObject, ref: ImageRef, seedKey: string): LandscapeBrief {
  const team = stringField(data, "team");
  const title = stringField(data, "title") ?? stringField(data, "cardTitle") ?? entryName(data);
  const year = numberField(data, "year") ?? stringField(data, "year");
  const subtitle = altText(ref) ?? stringField(data, "description");
  return {
    kicker: `${team?.toUpperCase() ?? "Club"} · vehicle`,
    title: year === undefined ? title : `${title} · ${year}`,
    subtitle: subtitle && shorten(subtitle, 80),
    hue: hueForTeam(team),
    motif: team === "tgw" ? "threeWheeler" : "formulaCar",
    seedKey,
  };
}

function teamBrief(data: JsonObject, seedKey: string): LandscapeBrief {
  const slug = stringField(data, "slug");
  const shortName = stringField(data, "shortName") ?? slug?.toUpperCase() ?? "";
  const founded = [stringField(data, "foundedVerb"), numberField(data, "foundedYear")]
    .filter(Boolean)
    .join(" ");
  return {
    kicker: "Team",
    title: stringField(data, "name") ?? entryName(data),
    subtitle: [shortName, founded].filter((part) => part.length > 0).join(" · "),
    hue: hueForTeam(slug),
    motif: slug === "tgw" ? "threeWheeler" : "formulaCar",
    seedKey,
  };
}

function galleryBrief(data: JsonObject, ref: ImageRef, seedKey: string): LandscapeBrief {
  const album = stringField(data, "name") ?? `Album ${stringField(data, "slug") ?? ""}`.trim();
  const images = data["images"];
  const index = ref.at[0] === "images" && typeof ref.at[1] === "number" ? ref.at[1] : undefined;
  const title =
    index !== undefined && Array.isArray(images)
      ? `${album} · photo ${index + 1} of ${images.length}`
      : album;
  const alt = altText(ref);
  return {
    kicker: "Gallery",
    title,
    subtitle: alt && shorten(alt, 80),
    hue: keywordHue(album) ?? keywordHue(alt ?? "") ?? spotHue(stringField(data, "slug") ?? album),
    motif: galleryMotif(`${album} ${alt ?? ""}`, seedKey),
    seedKey,
  };
}

/** Three-wheeler photos show the three-wheeler; the rest get a varied formula-racing motif. */
function galleryMotif(text: string, seedKey: string): Motif {
  if (/three-?wheeler|\btgw\b|efficycle|jackdaw/i.test(text)) return "threeWheeler";
  const motifs: readonly Motif[] = ["formulaCar", "formulaCar", "track", "flag", "lights"];
  return randomFor(seedKey).pick(motifs);
}

function landscapeBrief(ref: ImageRef, seedKey: string): LandscapeBrief {
  const { collection, data } = ref.entry;
  if (collection === "vehicles") return vehicleBrief(data, ref, seedKey);
  if (collection === "teams") return teamBrief(data, seedKey);
  if (collection === "gallery") return galleryBrief(data, ref, seedKey);
  const title = entryName(data);
  const alt = altText(ref);
  if (collection === "events") {
    const tagline = stringField(data, "tagline") ?? alt;
    return {
      kicker: "Event",
      title,
      subtitle: tagline && shorten(tagline, 80),
      hue: keywordHue(title) ?? palette.accent,
      motif: "flag",
      seedKey,
    };
  }
  const motifs: readonly Motif[] = ["track", "formulaCar", "lights", "flag"];
  return {
    kicker: collection === "pages" ? `${stringField(data, "slug") ?? "site"} page` : collection,
    title,
    subtitle: alt && shorten(alt, 80),
    hue: keywordHue(title) ?? palette.accent,
    motif: randomFor(seedKey).pick(motifs),
    seedKey,
  };
}

function portraitBrief(ref: ImageRef, seedKey: string): PortraitBrief {
  const { collection, data } = ref.entry;
  const name = entryName(data);
  const kicker = PORTRAIT_KICKERS[collection] ?? collection;
  const hue = spotHue(stringField(data, "slug") ?? name);
  if (collection === "alumni") {
    const post = stringField(data, "post");
    return {
      kicker,
      name,
      role: post ? `Alumnus · ${post}` : "Alumnus",
      detail: stringField(data, "company"),
      hue,
      seedKey,
    };
  }
  const role = stringField(data, "post") ?? stringField(data, "designation") ?? kicker;
  return { kicker, name, role, detail: stringField(data, "department"), hue, seedKey };
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
    return { job: { kind: "sponsorLogo", name, variant }, size: SPONSOR_LOGO, format, label: `${name} logo` };
  }
  if (collection in PORTRAIT_KICKERS) {
    const brief = portraitBrief(ref, seedKey);
    const role = collection === "alumni" ? "alumnus" : brief.role;
    return { job: { kind: "portrait", brief }, size: PORTRAIT, format, label: `${brief.name} — ${role}` };
  }
  const brief = landscapeBrief(ref, seedKey);
  return { job: { kind: "landscape", brief }, size: PHOTO, format, label: brief.title };
}
