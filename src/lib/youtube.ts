/** The privacy-enhanced YouTube player for a video id, started at once (the visitor clicked play). */
export const youtubeEmbedUrl = (youtubeId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;

/** The video's own page on YouTube. */
export const youtubeWatchUrl = (youtubeId: string): string =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
