/** 174240 → "170 KB"; 2_500_000 → "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

/** 1 → "1 photo"; 12 → "12 photos". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "Account Number" → "Copy account number" (the name of a bank row's copy button). */
export function copyLabel(label: string): string {
  return `Copy ${label.toLowerCase()}`;
}

/** An album's title; albums without a name (Section6–8) are titled by their number: "Photo album 7". */
export const albumTitle = (album: { name?: string | null; order: number }): string =>
  album.name ?? `Photo album ${album.order}`;
