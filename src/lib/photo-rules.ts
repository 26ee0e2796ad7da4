/** What makes a photo safe, for scripts/lib/photos.ts and the editor's uploads (src/admin/uploads.ts). */
/** The longest side a photo may have, in pixels. */
export const MAX_LONG_SIDE = 2560;
/** Quality of a re-encoded JPEG and WebP (0–100). */
export const JPEG_QUALITY = 82;
export const WEBP_QUALITY = 80;
/** The image files the content check inspects and the import accepts. */
export const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;
