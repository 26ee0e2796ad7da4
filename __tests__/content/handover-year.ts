import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * The club's year, done to a copy of content/: a board handover (every member replaced by a new person
 * in the same post, five alumni leaving and two joining, one sponsor swapped) and the launch (every photo
 * and logo replaced, every placeholder text, the bank and contact details, one album added and one
 * removed). Used by handover-launch.test.ts, handover-build.spec.ts (which builds the result) and
 * handover-names.test.ts.
 *
 * Every name, slug and file invented here is checked against the content it runs on and changed until it
 * is new: an officer whose new Chairperson happens to be called like one of these names still gets a
 * passing test. Nothing outside the given folder is written or deleted.
 */

export const NEW_BOARD = [
  "Zoya Siddiqui",
  "Rehan Ansari",
  "Meher Kaushik",
  "Tanveer Alam",
  "Ishita Rawat",
  "Faiz Rahman",
  "Nandini Chauhan",
  "Owais Qureshi",
  "Sana Mirza",
  "Kabir Sethi",
  "Alina Farooqui",
  "Devansh Tyagi",
  "Huma Naqvi",
];
export const NEW_ALUMNI = [
  { name: "Rizwan Akhtar", post: "Vehicle Dynamics Engineer", company: "Mahindra Racing" },
  { name: "Pooja Bisht", post: "Battery Systems Engineer", company: "Ather Energy" },
];
export const NEW_SPONSOR = { name: "Northline Forge", url: "https://www.northlineforge.com/" };
const SPONSOR_NAMES = [
  "Kestrel Bearings",
  "Aravalli Composites",
  "Gangetic Motors",
  "Vidyut Cells",
  "Sarthi Logistics",
  "Orbit CAD Labs",
  "Neelkanth Steel",
  "Pinnacle Lubricants",
  "Yamuna Fasteners",
  "Chambal Tyres",
  "Indus Telemetry",
  "Shikhar Paints",
  "Tarang Electronics",
  "Doab Machining",
  "Garuda Safety Gear",
  "Kaveri Castings",
  "Vindhya Sensors",
  "Narmada Print House",
  "Sutlej Springs",
  "Ropar Hydraulics",
  "Malwa Alloys",
];
export const CONTACT = {
  email: "office@saezhcet.in",
  phones: ["+91 98370 41526", "+91 571 270 0920"],
};
export const BANK: Record<string, string> = {
  "account-number": "3917 0245 5811",
  "bank-name": "State Bank of India",
  "cif-number": "80231746590",
  "branch-code": "01402",
  "ifsc-code": "SBIN0001402",
};
export const NEW_ALBUM = { slug: "Section11", name: "Launch Day 2026", photos: 3 };

export type Entry = Record<string, unknown> & { slug: string };

const kebab = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
export const readJson = (file: string): Entry => JSON.parse(fs.readFileSync(file, "utf8")) as Entry;
export const writeJson = (file: string, data: object): void =>
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
/** The entries of a collection, with their files, in file-name order. */
export const entries = (dir: string): { file: string; data: Entry }[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ file: path.join(dir, name), data: readJson(path.join(dir, name)) }));
/**
 * Deletes an entry, then each of its images that no entry left in the collection names: two entries may
 * share one picture (the content check allows it), and the one that stays keeps it.
 */
export function removeEntry(dir: string, file: string, images: readonly string[]): void {
  fs.rmSync(file);
  const named = entries(dir).map(({ data }) => JSON.stringify(data));
  for (const image of new Set(images))
    if (!named.some((json) => json.includes(JSON.stringify(image)))) fs.rmSync(path.join(dir, image));
}
/** An entry with some fields changed, keeping the key order (the canonical format) of the one it copies. */
const like = (template: Entry, values: Record<string, unknown>): Entry => {
  const out: Record<string, unknown> = {};
  for (const key of [...Object.keys(template), ...Object.keys(values)]) {
    const value = key in values ? values[key] : template[key];
    if (value !== undefined) out[key] = value;
  }
  return out as Entry;
};

/** A small picture that no generator made: a gradient with a seeded pattern, as JPEG or PNG. */
async function picture(width: number, height: number, seed: number, format: "jpeg" | "png"): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + seed * 37) % 256;
      raw[i + 1] = ((y * 255) / height + seed * 91) % 256;
      raw[i + 2] = (((x >> 4) ^ (y >> 4)) * 29 + (state >>> 27)) % 256;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** Every string value in every JSON file under `dir` (lower case), and the values of its name/slug keys. */
function textsOf(dir: string): { texts: string[]; names: string[] } {
  const texts: string[] = [];
  const names: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value === "string") {
      texts.push(value.toLowerCase());
      if ((key === "name" || key === "slug") && value.length >= 3) names.push(value.toLowerCase());
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (name.endsWith(".json")) walk(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")), "");
  }
  return { texts, names };
}

/**
 * Chooses names new to a content folder: a name is taken when any text of the content contains it, when
 * it contains an existing name or slug (the built pages are checked by substring), when it was chosen
 * before, or when a file it would name already exists.
 */
export class FreshNames {
  private readonly texts: string[];
  private readonly names: string[];
  private readonly chosen: string[] = [];

  constructor(private readonly content: string) {
    ({ texts: this.texts, names: this.names } = textsOf(content));
  }

  private taken(candidate: string, files: string[], exact: boolean): boolean {
    const lower = candidate.toLowerCase();
    const known = [...this.names, ...this.chosen];
    return (
      (exact
        ? known.includes(lower)
        : this.texts.some((text) => text.includes(lower)) ||
          known.some((name) => lower.includes(name) || name.includes(lower))) ||
      files.some((file) => fs.existsSync(path.join(this.content, file)))
    );
  }

  /**
   * The first of `candidates` (then of generated ones) that is new; `files` gives the files (relative to
   * the content folder) a candidate would create, which must not exist yet. An `exact` pick (a slug in a
   * URL) need only differ from every name and slug; others must not be part of any text either.
   */
  pick(
    candidates: Iterable<string>,
    files: (candidate: string) => string[] = () => [],
    exact = false,
  ): string {
    const generated = function* (): Generator<string> {
      yield* candidates;
      for (let n = 0; ; n++) yield `Testname ${"QXZJVKW"[n % 7]}${String.fromCharCode(97 + (n % 26))}${n}`;
    };
    for (const candidate of generated()) {
      if (!this.taken(candidate, files(candidate), exact)) {
        this.chosen.push(candidate.toLowerCase());
        return candidate;
      }
    }
    throw new Error("unreachable");
  }
}

/** A person's name, then the same first names with the other surnames of the list. */
function* people(list: readonly string[], index: number): Generator<string> {
  const first = (list[index % list.length] as string).split(" ")[0];
  for (let n = 0; n < list.length; n++) {
    const other = list[(index + n) % list.length] as string;
    yield `${first} ${other.split(" ").slice(1).join(" ")}`;
  }
}

/** What a year changed, for the build's checks and the summary. */
export interface Year {
  boardOut: string[];
  boardIn: string[];
  alumniOut: string[];
  alumniIn: { name: string; post: string; company: string }[];
  sponsorOut: string;
  sponsorIn: string;
  albumOut: { slug: string; name: string };
  albumIn: { slug: string; name: string };
  photos: number;
  sponsorsRenamed: number;
  summary: string[];
}

/** Does the handover and the launch to the content folder `content` (a copy: it is changed in place). */
export async function doYear(content: string): Promise<Year> {
  const fresh = new FreshNames(content);
  let seed = 1;
  const created = new Set<string>();
  /** Writes a new small picture at `file`, in the format its name says, in the given shape. */
  const newPicture = async (file: string, width = 480, height = 320): Promise<void> => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await picture(width, height, seed++, file.endsWith(".png") ? "png" : "jpeg"));
    created.add(file);
  };
  /** A new entry's files in a collection: the entry and its picture. */
  const entryFiles =
    (collection: string, ext = "jpg") =>
    (name: string): string[] => [
      `${collection}/${kebab(name)}.json`,
      `${collection}/images/${kebab(name)}.${ext}`,
    ];
  const year: Year = {
    boardOut: [],
    boardIn: [],
    alumniOut: [],
    alumniIn: [],
    sponsorOut: "",
    sponsorIn: "",
    albumOut: { slug: "", name: "" },
    albumIn: { slug: "", name: "" },
    photos: 0,
    sponsorsRenamed: 0,
    summary: [],
  };

  // The handover: every board member replaced by a new person in the same post and place.
  const board = entries(path.join(content, "board"));
  for (const [index, { file, data }] of board.entries()) {
    const name = fresh.pick(people(NEW_BOARD, index), entryFiles("board"));
    const slug = kebab(name);
    removeEntry(path.join(content, "board"), file, [String(data.photo)]);
    const photo = `./images/${slug}.jpg`;
    await newPicture(path.join(content, "board", photo), 300, 400);
    writeJson(
      path.join(content, "board", `${slug}.json`),
      like(data, { slug, name, photo, linkedin: undefined, instagram: undefined, photoFocus: undefined }),
    );
    year.boardOut.push(String(data.name));
    year.boardIn.push(name);
    // Pages that name a board member (the Sponsors page's contact) name their successor in the post, as
    // the handover guide says.
    for (const page of entries(path.join(content, "pages")))
      if (page.data.sponsorContact === data.slug)
        writeJson(page.file, { ...page.data, sponsorContact: slug });
  }
  // Five alumni leave the list, two join it.
  const alumni = entries(path.join(content, "alumni"));
  for (const { file, data } of alumni.slice(0, 5)) {
    removeEntry(path.join(content, "alumni"), file, [String(data.photo)]);
    year.alumniOut.push(String(data.name));
  }
  const alumnusTemplate = (alumni[5] as { data: Entry }).data;
  const alumniNames = NEW_ALUMNI.map((person) => person.name);
  for (const [index, person] of NEW_ALUMNI.entries()) {
    const name = fresh.pick(people(alumniNames, index), entryFiles("alumni"));
    const slug = kebab(name);
    const photo = `./images/${slug}.jpg`;
    await newPicture(path.join(content, "alumni", photo), 300, 300);
    writeJson(
      path.join(content, "alumni", `${slug}.json`),
      like(alumnusTemplate, {
        ...person,
        name,
        slug,
        photo,
        linkedin: `https://www.linkedin.com/in/${slug}/`,
        photoFocus: undefined,
      }),
    );
    year.alumniIn.push({ ...person, name });
  }
  // One sponsor leaves; a new one takes its place in the order.
  const [gone, ...staying] = entries(path.join(content, "sponsors")).sort(
    (a, b) => Number(a.data.order) - Number(b.data.order),
  );
  if (!gone) throw new Error("content/sponsors has no entry to swap");
  removeEntry(path.join(content, "sponsors"), gone.file, [String(gone.data.logo)]);
  year.sponsorOut = String(gone.data.name);
  year.sponsorIn = fresh.pick([NEW_SPONSOR.name], entryFiles("sponsors", "png"));
  const sponsorSlug = kebab(year.sponsorIn);
  await newPicture(path.join(content, "sponsors", "images", `${sponsorSlug}.png`), 240, 120);
  writeJson(
    path.join(content, "sponsors", `${sponsorSlug}.json`),
    like(gone.data, {
      name: year.sponsorIn,
      url: `https://www.${sponsorSlug.replace(/-/g, "")}.com/`,
      slug: sponsorSlug,
      logo: `./images/${sponsorSlug}.png`,
    }),
  );

  // The launch: the real names and addresses of the sponsors still listed...
  for (const [index, { file, data }] of staying.entries()) {
    const name = fresh.pick([SPONSOR_NAMES[index % SPONSOR_NAMES.length] as string]);
    writeJson(file, like(data, { name, url: `https://www.${kebab(name).replace(/-/g, "")}.com/` }));
    year.sponsorsRenamed++;
  }
  // ...the club's contact and bank details...
  const siteFile = path.join(content, "site", "site.json");
  const site = readJson(siteFile) as Entry & { bankDetails: { slug: string; value: string }[] };
  site.email = CONTACT.email;
  site.phones = CONTACT.phones;
  for (const detail of site.bankDetails) detail.value = BANK[detail.slug] ?? detail.value;
  writeJson(siteFile, site);
  // ...one album removed (its photos with it) and one added...
  // The last album listed on the gallery page (published and named) goes.
  const albums = entries(path.join(content, "gallery"))
    .filter(({ data }) => data.published === true && typeof data.name === "string")
    .sort((a, b) => Number(a.data.order) - Number(b.data.order));
  const removed = albums[albums.length - 1];
  if (!removed) throw new Error("content/gallery has no listed album to remove");
  const removedImages = (removed.data.images as { src: string }[]).map((image) => image.src);
  removeEntry(path.join(content, "gallery"), removed.file, removedImages);
  year.albumOut = { slug: removed.data.slug, name: String(removed.data.name ?? removed.data.slug) };
  const left = entries(path.join(content, "gallery"));
  const order = Math.max(...left.map(({ data }) => Number(data.order))) + 1;
  const slugs = function* (): Generator<string> {
    yield NEW_ALBUM.slug;
    for (let n = 12; ; n++) yield `${NEW_ALBUM.slug.replace(/\d+$/, "")}${n}`;
  };
  const albumSlug = fresh.pick(
    slugs(),
    (slug) => [`gallery/${slug.toLowerCase()}.json`, `gallery/images/${slug.toLowerCase()}`],
    true,
  );
  const albumName = fresh.pick([NEW_ALBUM.name, "Shakedown Day 2026", "Car Reveal 2026"]);
  year.albumIn = { slug: albumSlug, name: albumName };
  // A named album as the template, so the new one's keys come in the canonical order.
  const albumTemplate = (left.find(({ data }) => typeof data.name === "string") ?? removed).data;
  const images = Array.from({ length: NEW_ALBUM.photos }, (_, i) => ({
    src: `./images/${albumSlug.toLowerCase()}/${String(i + 1).padStart(2, "0")}.jpg`,
    alt: `Launch day photo ${i + 1}: the team with the new car in the pit lane`,
  }));
  for (const image of images) await newPicture(path.join(content, "gallery", image.src), 480, 320);
  writeJson(
    path.join(content, "gallery", `${albumSlug.toLowerCase()}.json`),
    like(albumTemplate, { slug: albumSlug, order, name: albumName, published: true, images }),
  );
  // ...and every photo and logo still the generated stand-in replaced by a real picture, same shape.
  for (const name of fs.readdirSync(content, { recursive: true }) as string[]) {
    const file = path.join(content, name);
    if (!/\/images\//.test(`/${name}`) || !/\.(jpe?g|png)$/i.test(name)) continue;
    if (created.has(file)) continue;
    const { width = 480, height = 320 } = await sharp(file).metadata();
    const scale = Math.min(1, 480 / Math.max(width, height));
    await newPicture(file, Math.max(16, Math.round(width * scale)), Math.max(16, Math.round(height * scale)));
    year.photos++;
  }
  year.summary.push(
    `Handover: ${year.boardOut.length} board members replaced (same posts), alumni -${year.alumniOut.length} +${year.alumniIn.length}, sponsor "${year.sponsorOut}" -> "${year.sponsorIn}".`,
    `Launch: ${year.photos} photos/logos replaced by new ${"<="}480 px pictures, ${year.sponsorsRenamed} sponsors named, e-mail, 2 phones and ${Object.keys(BANK).length} bank values set, album "${year.albumOut.name}" (${year.albumOut.slug}) removed, "${albumName}" (${albumSlug}) added.`,
  );
  return year;
}
