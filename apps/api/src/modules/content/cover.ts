import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AppError, ErrorCode } from '../../lib/app-error'

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

/** The one file of a multipart upload, refused past maxBytes (never stored cut off). */
export async function readCoverUpload(request: FastifyRequest, maxBytes: number) {
  let file: MultipartFile | undefined
  let bytes: Buffer
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
    if (!file) throw new AppError(ErrorCode.UPLOAD_FAILED)
    bytes = await file.toBuffer()
  } catch (error) {
    if (error instanceof AppError) throw error
    const status = (error as { statusCode?: number }).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) throw error
    throw new AppError(ErrorCode.UPLOAD_FAILED, { cause: error })
  }
  if (file.file.truncated || bytes.length > maxBytes) throw new AppError(ErrorCode.FILE_TOO_LARGE)
  return bytes
}
