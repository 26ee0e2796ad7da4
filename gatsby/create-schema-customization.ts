import type { GatsbyNode } from "gatsby";
import fs from "node:fs";
import path from "node:path";

/**
 * Every content type is declared here with @dontInfer: a content file with an unexpected shape can
 * never change the GraphQL schema (the content check refuses it before this runs). Field names and
 * optionality mirror content/schemas/*.schema.json; content/README.md documents them for editors.
 */
const typeDefs = /* GraphQL */ `
  type SiteSettings implements Node @dontInfer {
    slug: String!
    clubName: String!
    shortName: String!
    description: String!
    siteUrl: String!
    foundedYear: Int!
    affiliation: String!
    college: String!
    university: String!
    department: String!
    address: PostalAddress!
    mapUrl: String!
    mapEmbedUrl: String!
    email: String!
    phones: [String!]!
    socials: [SocialLink!]!
    instagramPopup: [LabelledLink!]!
    developerCredits: [DeveloperCredit!]!
    bankDetails: [BankDetail!]!
    loadingScreenMs: Int!
    scrollToTopPx: Int!
    logo: File! @fileByRelativePath
    logoAlt: String!
    headerLogos: [HeaderLogo!]!
  }

  type PostalAddress @dontInfer {
    department: String!
    college: String!
    university: String!
    city: String!
    state: String!
    postalCode: String!
    country: String!
  }

  type SocialLink @dontInfer {
    network: String!
    label: String!
    url: String!
  }

  type LabelledLink @dontInfer {
    label: String!
    url: String!
  }

  type DeveloperCredit @dontInfer {
    role: String!
    name: String!
    github: String!
    linkedin: String!
  }

  type BankDetail @dontInfer {
    slug: String!
    label: String!
    value: String!
  }

  type HeaderLogo @dontInfer {
    image: File! @fileByRelativePath
    alt: String!
  }

  type PageCopy implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    intro: String
    paragraphs: [String!]
    blocks: [CopyBlock!]
    image: File @fileByRelativePath
    imageAlt: String
  }

  type CopyBlock @dontInfer {
    heading: String!
    text: String!
  }

  type Team implements Node @dontInfer {
    slug: String!
    order: Int!
    shortName: String!
    name: String!
    title: String!
    foundedYear: Int!
    foundedVerb: String!
    summary: String!
    about: [String!]!
    cover: File! @fileByRelativePath
    coverAlt: String!
    socials: TeamSocials!
  }

  type TeamSocials @dontInfer {
    linkedin: String!
    instagram: String!
    facebook: String!
    youtube: String!
  }

  type Vehicle implements Node @dontInfer {
    slug: String!
    team: Team! @link(by: "slug")
    version: String!
    order: Int!
    title: String!
    cardTitle: String!
    year: Int
    listed: Boolean!
    image: File @fileByRelativePath
    imageAlt: String
    description: String!
    aliases: [String!]
    combustion: CombustionSpecs
    threeWheeler: ThreeWheelerSpecs
  }

  type CombustionSpecs @dontInfer {
    chassis: String!
    power: String!
    torque: String!
    weight: String!
    bodyworks: String!
    engine: String!
    tyres: String!
    suspension: String!
    cooling: String!
    ecu: String!
  }

  type ThreeWheelerSpecs @dontInfer {
    motor: String!
    frame: String!
    weight: String!
    length: String!
    width: String!
    height: String!
    wheelConfig: String!
    suspension: String!
    steering: String!
    brakes: String!
  }

  type Roster implements Node @dontInfer {
    slug: String!
    team: Team! @link(by: "slug")
    groups: [RosterGroup!]!
  }

  type RosterGroup @dontInfer {
    name: String!
    members: [RosterMember!]!
  }

  type RosterMember @dontInfer {
    name: String!
    post: String!
  }

  type BoardMember implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    post: String!
    photo: File! @fileByRelativePath
    linkedin: String
    instagram: String
    email: String
  }

  type FacultyAdvisor implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    designation: String!
    department: String!
    photo: File! @fileByRelativePath
    linkedin: String!
    email: String
    message: [String!]!
  }

  type CollegeHead implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    designation: String!
    department: String!
    photo: File! @fileByRelativePath
    message: String!
  }

  type Alumnus implements Node @dontInfer {
    slug: String!
    name: String!
    post: String!
    company: String!
    photo: File! @fileByRelativePath
    linkedin: String
  }

  type Sponsor implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    logo: File! @fileByRelativePath
    url: String
  }

  type Achievement implements Node @dontInfer {
    slug: String!
    team: Team! @link(by: "slug")
    order: Int!
    event: String!
    overallRank: Int!
    subEvents: [SubEventResult!]!
  }

  type SubEventResult @dontInfer {
    name: String!
    rank: Int!
  }

  type Event implements Node @dontInfer {
    slug: String!
    order: Int!
    title: String!
    tagline: String!
    description: String!
    url: String!
    youtubeId: String
    poster: File! @fileByRelativePath
    posterAlt: String!
  }

  type NewsItem implements Node @dontInfer {
    slug: String!
    order: Int!
    title: String!
    description: String!
    url: String!
  }

  type Notification implements Node @dontInfer {
    slug: String!
    order: Int!
    title: String!
    description: String!
    url: String!
  }

  type Album implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String
    published: Boolean!
    images: [AlbumImage!]!
    "The album's first image, its cover (so listings need not query every photo)."
    cover: AlbumImage!
    "How many photos the album holds."
    imageCount: Int!
  }

  type AlbumImage @dontInfer {
    src: File! @fileByRelativePath
    alt: String!
  }

  type PressRelease implements Node @dontInfer {
    slug: String!
    order: Int!
    title: String!
    date: Date! @dateformat
    file: String!
    "Size of the PDF under static/, in bytes."
    sizeBytes: Int!
    "The PDF's file name, used as the download name."
    fileName: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/**
 * Derived fields: an album's cover and photo count; a press release's size and file name, read from
 * the PDF itself so a size can never go stale.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const pdfPath = (source: { file: string }): string => path.join(process.cwd(), "static", source.file);
  createResolvers({
    Album: {
      // The content check guarantees 8–20 images, so images[0] always exists.
      cover: { resolve: (source: { images: unknown[] }) => source.images[0] },
      imageCount: { resolve: (source: { images: unknown[] }) => source.images.length },
    },
    PressRelease: {
      sizeBytes: { resolve: (source: { file: string }) => fs.statSync(pdfPath(source)).size },
      fileName: { resolve: (source: { file: string }) => path.posix.basename(source.file) },
    },
  });
};
