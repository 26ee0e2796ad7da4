/**
 * The stand-in caption `npm run album` gives each new photo ("Formula Bharat 2025, photo 3 of 12"): an
 * honest alt text, which the launch check recognises as still to write.
 */

export function placeholderCaption(albumName: string, position: number, count: number): string {
  return `${albumName}, photo ${position} of ${count}`;
}

/** Whether an album photo's caption is still the stand-in (for any position, after photos were reordered). */
export function isPlaceholderCaption(albumName: string, caption: string): boolean {
  const prefix = `${albumName}, photo `;
  return caption.startsWith(prefix) && /^\d+ of \d+$/.test(caption.slice(prefix.length));
}
