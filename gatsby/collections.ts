/**
 * The content collections: one folder under content/ each, one JSON file per entry.
 * This list is the single source for the GraphQL type names, the JSON Schema files and
 * the cross-collection references that the content check verifies.
 */
export interface Collection {
  /** Folder under content/ (and the schema file content/schemas/<folder>.schema.json). */
  folder: string;
  /** GraphQL node type created by gatsby-transformer-json for every file of the folder. */
  typeName: string;
  /** Fields whose value must be the slug of an entry of another collection. */
  references?: Record<string, string>;
  /** True when the collection holds exactly one entry (site settings). */
  singleton?: boolean;
}

export const COLLECTIONS: readonly Collection[] = [
  { folder: "site", typeName: "SiteSettings", singleton: true },
  { folder: "pages", typeName: "PageCopy" },
  { folder: "teams", typeName: "Team" },
  { folder: "vehicles", typeName: "Vehicle", references: { team: "teams" } },
  { folder: "rosters", typeName: "Roster", references: { team: "teams" } },
  { folder: "board", typeName: "BoardMember" },
  { folder: "faculty", typeName: "FacultyAdvisor" },
  { folder: "college-heads", typeName: "CollegeHead" },
  { folder: "alumni", typeName: "Alumnus" },
  { folder: "sponsors", typeName: "Sponsor" },
  { folder: "achievements", typeName: "Achievement", references: { team: "teams" } },
  { folder: "events", typeName: "Event" },
  { folder: "news", typeName: "NewsItem" },
  { folder: "notifications", typeName: "Notification" },
  { folder: "gallery", typeName: "Album" },
  { folder: "press-releases", typeName: "PressRelease" },
];

export function collectionByFolder(folder: string): Collection | undefined {
  return COLLECTIONS.find((collection) => collection.folder === folder);
}
