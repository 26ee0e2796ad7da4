/** Turns SVG art into files: mozjpeg JPEGs for photos, palette PNGs for logos. No metadata is kept. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { heroFrameSvg } from "./art-hero";
import { landscapeSvg, portraitSvg } from "./art-photos";
import { siteLogoSvg, sponsorLogoSvg } from "./art-logos";
import type { ImageJob, ImagePlan } from "./describe";
import { palette } from "./palette";

export interface EncodeOptions {
  format: "jpeg" | "png";
  /** JPEG quality. */
  quality?: number;
  /** PNG palette size; flat logos need few colours. */
  colours?: number;
}

export async function encodeSvg(
  svg: string,
  { format, quality = 72, colours = 256 }: EncodeOptions,
): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (format === "jpeg") {
    return image.flatten({ background: palette.asphalt900 }).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
  return image.png({ palette: true, colours, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer();
}

async function jobSvg(job: ImageJob, plan: ImagePlan): Promise<string> {
  switch (job.kind) {
    case "landscape":
      return landscapeSvg(job.brief, plan.size);
    case "portrait":
      return portraitSvg(job.brief, plan.size);
    case "heroStill":
      return heroFrameSvg(1, plan.size, 0);
    case "sponsorLogo":
      return sponsorLogoSvg(job.variant, plan.size);
    case "siteLogo":
      return siteLogoSvg(job.variant, plan.size);
  }
}

const PNG_COLOURS: Record<ImageJob["kind"], number> = {
  landscape: 256,
  portrait: 256,
  heroStill: 256,
  sponsorLogo: 8,
  siteLogo: 48,
};

export async function renderPlan(plan: ImagePlan): Promise<Buffer> {
  return encodeSvg(await jobSvg(plan.job, plan), {
    format: plan.format,
    colours: PNG_COLOURS[plan.job.kind],
  });
}

export async function writeFileCreatingFolders(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}
