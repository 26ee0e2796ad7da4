/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

const BOARD = path.join(__dirname, "..", "..", "content", "board");

/** SPEC §2 Governing board: every listed post, two of some (thirteen in all). */
const SPEC_POSTS = [
  "Chairperson",
  "Vice-Chairperson",
  "Secretary",
  "Secretary",
  "Membership & Recruitment Coordinator",
  "Treasurer",
  "Event and Workshop Coordinator",
  "Public Relations & Outreach Coordinator",
  "Editorial-Head",
  "Industry Interaction Coordinator",
  "Alumni Relations and Business Coordinator",
  "Web Developer",
  "Web Developer",
];

const members = fs
  .readdirSync(BOARD)
  .filter((name) => name.endsWith(".json"))
  .map(
    (name) => JSON.parse(fs.readFileSync(path.join(BOARD, name), "utf8")) as { order: number; post: string },
  );

describe("governing board content", () => {
  it("has a card for every post SPEC §2 lists, Industry Interaction coordinator included", () => {
    const normalise = (post: string) => post.toLowerCase();
    expect(members.map((member) => normalise(member.post)).sort()).toEqual(SPEC_POSTS.map(normalise).sort());
  });

  it("gives every member its own display position", () => {
    const orders = members.map((member) => member.order);
    expect(new Set(orders).size).toBe(orders.length);
  });
});
