/** Looping, muted hero videos: frames rendered with sharp, piped into one ffmpeg run per video. */
import { spawn, spawnSync } from "node:child_process";
import { rename, rm } from "node:fs/promises";
import sharp from "sharp";
import { heroFrameSvg, type HeroVariant } from "./art-hero";
import type { Size } from "./art-photos";

export const HERO_SIZE: Size = { width: 1280, height: 720 };
const FPS = 25;
const SECONDS = 4;
/** Fixed, so the encoders split the work the same way on every machine. */
const THREADS = "4";

export function assertFfmpegAvailable(): void {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { stdio: "ignore" });
  if (probe.error !== undefined || probe.status !== 0) {
    throw new Error(
      "ffmpeg is needed for the hero videos but was not found. Install it with: apt-get install -y ffmpeg",
    );
  }
}

/** Options shared by both outputs: BT.709 colour, no audio, no metadata, bit-exact muxing. */
// prettier-ignore
const COMMON_OUTPUT = [
  "-map", "0:v",
  "-an",
  "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=bitexact+accurate_rnd,format=yuv420p",
  "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
  "-g", String(FPS * SECONDS),
  "-threads", THREADS,
  "-map_metadata", "-1",
  "-fflags", "+bitexact",
  "-flags:v", "+bitexact",
];

function ffmpegArguments(webmPath: string, mp4Path: string): string[] {
  const { width, height } = HERO_SIZE;
  // prettier-ignore
  return [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-framerate", String(FPS), "-i", "pipe:0",
    ...COMMON_OUTPUT,
    "-c:v", "libvpx-vp9", "-b:v", "400k", "-deadline", "good", "-cpu-used", "2", "-row-mt", "1",
    "-f", "webm", webmPath,
    ...COMMON_OUTPUT,
    "-c:v", "libx264", "-preset", "slow", "-crf", "26", "-maxrate", "1000k", "-bufsize", "2000k",
    "-profile:v", "high", "-movflags", "+faststart",
    "-f", "mp4", mp4Path,
  ];
}

/** One frame of a hero loop as raw RGB (also used for the poster, frame 0 of hero 1). */
export async function renderHeroFrame(variant: HeroVariant, index: number): Promise<Buffer> {
  const svg = heroFrameSvg(variant, HERO_SIZE, index / (FPS * SECONDS));
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/**
 * Renders one hero loop and encodes it to WebM (VP9) and MP4 (H.264). Both files appear only when the
 * encode succeeds.
 */
export async function encodeHeroVideo(
  variant: HeroVariant,
  webmPath: string,
  mp4Path: string,
): Promise<void> {
  const webmTemp = `${webmPath}.partial`;
  const mp4Temp = `${mp4Path}.partial`;
  const ffmpeg = spawn("ffmpeg", ffmpegArguments(webmTemp, mp4Temp), { stdio: ["pipe", "ignore", "pipe"] });
  let errors = "";
  ffmpeg.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  // If ffmpeg dies early, writing to it fails with EPIPE; the exit code and stderr tell the story.
  ffmpeg.stdin.on("error", () => undefined);
  const finished = new Promise<number | null>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", resolve);
  });
  try {
    for (let index = 0; index < FPS * SECONDS; index += 1) {
      const frame = await renderHeroFrame(variant, index);
      if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
    }
  } finally {
    ffmpeg.stdin.end();
  }
  const code = await finished;
  if (code !== 0) {
    await Promise.all([rm(webmTemp, { force: true }), rm(mp4Temp, { force: true })]);
    throw new Error(`ffmpeg failed for hero-${variant} (exit ${String(code)}): ${errors.trim()}`);
  }
  await rename(webmTemp, webmPath);
  await rename(mp4Temp, mp4Path);
}
