/** Covers are served 1200×630 (the size link previews use), cropped around what draws the eye. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

/**
 * Decodes and re-encodes a cover as the talent photos are (lib/uploads normalizePhoto): rotated upright, cropped, a
 * fresh JPEG without metadata. Nothing of the uploaded bytes is served as it came. Throws when it cannot be decoded.
 */
export async function normalizeCover(bytes: Buffer): Promise<Buffer> {
  const sharp = (await import('sharp')).default
  return sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
