/** One-page A4 press releases made with pdf-lib, dated by their entry so the bytes never change. */
import { PDFDocument, PDFName, PDFString, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

export interface PressRelease {
  title: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface ClubFacts {
  clubName: string;
  college: string;
  university: string;
  department: string;
  foundedYear: number;
  contactUrl: string;
  siteUrl: string;
}

interface EventFacts {
  pattern: RegExp;
  /** Who takes part, as a noun phrase; absent for club occasions. */
  team?: string;
  /** How to name a club occasion in a sentence (competitions are named by the title itself). */
  occasion?: string;
  about: string;
}

const CV = "ZFR-CV, the club's combustion formula racing team,";
const EVENTS: readonly EventFacts[] = [
  {
    pattern: /austria/i,
    team: CV,
    about:
      "one of Europe's Formula Student competitions, where university teams are judged on design, cost, business presentation and performance on track",
  },
  {
    pattern: /formula bharat/i,
    team: CV,
    about:
      "India's Formula Student competition, in which student teams design, build and race a single-seat car and defend their engineering before industry judges",
  },
  {
    pattern: /imperial/i,
    team: CV,
    about:
      "a national competition for student formula cars with static events (engineering design, cost and manufacturing, business plan) and dynamic events on track",
  },
  {
    pattern: /efficycle/i,
    team: "Team Green Warriors, the club's hybrid three-wheeler team,",
    about: "a national competition for energy-efficient, human-electric hybrid vehicles built by students",
  },
  {
    pattern: /pi-?ev|electric/i,
    team: "ZFR-EV, the club's electric formula racing team,",
    about: "a national competition for student-built electric race cars",
  },
  {
    pattern: /installation|ceremony/i,
    occasion: "the installation ceremony of the club's new governing board",
    about:
      "which hands over the running of the club to the students who will lead it through the coming season",
  },
];

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day ?? 1} ${MONTHS[(month ?? 1) - 1] ?? ""} ${year ?? ""}`;
}

/** "Press Release: Formula Bharat 2023" → "Formula Bharat 2023". */
function subjectOf(title: string): string {
  return title.replace(/^\s*press\s+release\s*[:\-–—_]?\s*/i, "").trim() || title;
}

/** Two short paragraphs of press-release prose, written from the title. */
export function pressReleaseProse(release: PressRelease, club: ClubFacts): [string, string] {
  const subject = subjectOf(release.title);
  const facts = EVENTS.find((candidate) => candidate.pattern.test(subject));
  const who = `The ${club.clubName} of ${club.college}, ${club.university},`;
  const opening = "ALIGARH: ";
  let first: string;
  if (facts?.team) {
    first = `${opening}${who} announces that ${facts.team} represents the college at ${subject}, ${facts.about}. The team has worked through the club's full cycle of ideate, design and create, from concept and simulation to manufacturing, testing and the final presentation to the judges.`;
  } else if (facts) {
    first = `${opening}${who} held ${facts.occasion ?? subject}, ${facts.about}. Faculty advisors, alumni and members of all three teams came together to mark the start of a new chapter for the club.`;
  } else {
    first = `${opening}${who} shares news on ${subject}. The release sums up what the students set out to do, how the work was organised across the club's teams, and what comes next.`;
  }
  const second = `Founded in ${club.foundedYear} by students of the ${club.department}, the club designs, builds and races three vehicles: the ZFR-CV combustion formula car, the ZFR-EV electric formula car and the Team Green Warriors hybrid three-wheeler. Its members gain hands-on experience in engineering, manufacturing and management, and the club welcomes industry partners who want to support the next generation of automotive engineers.`;
  return [first, second];
}

/** Replaces characters the standard fonts cannot encode (WinAnsi). */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((character) => (supported.has(character.codePointAt(0) ?? 0) ? character : "?"))
    .join("");
}

function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of encodable(font, text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const INK = rgb(0.11, 0.12, 0.13);
const GREY = rgb(0.42, 0.44, 0.47);
const RED = rgb(0.843, 0.149, 0.118);
const ASPHALT = rgb(0.07, 0.078, 0.09);
const WHITE = rgb(1, 1, 1);

function addLink(
  document: PDFDocument,
  page: PDFPage,
  url: string,
  box: [number, number, number, number],
): void {
  const annotation = document.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: box,
    Border: [0, 0, 0],
    A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
  });
  page.node.addAnnot(document.context.register(annotation));
  page.node.set(PDFName.of("Tabs"), PDFName.of("S"));
}

export async function buildPressReleasePdf(release: PressRelease, club: ClubFacts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const stamp = new Date(`${release.date}T12:00:00Z`);
  document.setTitle(release.title);
  document.setAuthor(club.clubName);
  document.setSubject("Press release");
  document.setCreator(club.clubName);
  document.setProducer("pdf-lib (tools/media/generate.ts)");
  document.setLanguage("en");
  document.setCreationDate(stamp);
  document.setModificationDate(stamp);

  const page = document.addPage([595.28, 841.89]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  const left = 60;
  const measure = width - 2 * left;

  page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: ASPHALT });
  page.drawRectangle({ x: 0, y: height - 116, width, height: 6, color: RED });
  page.drawText(encodable(bold, club.clubName), {
    x: left,
    y: height - 58,
    size: 20,
    font: bold,
    color: WHITE,
  });
  page.drawText(encodable(regular, `${club.department} · ${club.college} · ${club.university}`), {
    x: left,
    y: height - 82,
    size: 8.5,
    font: regular,
    color: rgb(0.75, 0.77, 0.8),
  });

  let y = height - 165;
  page.drawText("PRESS RELEASE", { x: left, y, size: 11, font: bold, color: RED });
  y -= 32;
  for (const line of wrap(bold, release.title, 22, measure)) {
    page.drawText(line, { x: left, y, size: 22, font: bold, color: INK });
    y -= 27;
  }
  page.drawText(`${longDate(release.date)} · For immediate release`, {
    x: left,
    y: y - 2,
    size: 11,
    font: regular,
    color: GREY,
  });
  y -= 40;

  for (const paragraph of pressReleaseProse(release, club)) {
    for (const line of wrap(regular, paragraph, 11.5, measure)) {
      page.drawText(line, { x: left, y, size: 11.5, font: regular, color: INK });
      y -= 17;
    }
    y -= 12;
  }

  const label = "For media enquiries: ";
  page.drawText(label, { x: left, y, size: 11.5, font: bold, color: INK });
  const urlX = left + bold.widthOfTextAtSize(label, 11.5);
  page.drawText(club.contactUrl, { x: urlX, y, size: 11.5, font: regular, color: RED });
  addLink(document, page, club.contactUrl, [
    urlX,
    y - 3,
    urlX + regular.widthOfTextAtSize(club.contactUrl, 11.5),
    y + 11,
  ]);
  y -= 40;
  page.drawText("ENDS", {
    x: width / 2 - bold.widthOfTextAtSize("ENDS", 10) / 2,
    y,
    size: 10,
    font: bold,
    color: GREY,
  });

  page.drawLine({ start: { x: left, y: 70 }, end: { x: width - left, y: 70 }, thickness: 0.6, color: GREY });
  page.drawText(encodable(regular, `${club.clubName} · ${club.siteUrl.replace(/^https?:\/\//, "")}`), {
    x: left,
    y: 54,
    size: 9,
    font: regular,
    color: GREY,
  });
  page.drawText("Placeholder document published with the website; the club's signed release replaces it.", {
    x: left,
    y: 40,
    size: 7.5,
    font: regular,
    color: GREY,
  });
  return document.save({ useObjectStreams: false });
}
