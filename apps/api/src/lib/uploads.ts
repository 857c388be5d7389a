import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AppError, ErrorCode } from './app-error'
import { findActiveContent } from './pdf-active-content'

/** PRODUCT.md: photos and logos up to 5 MB, CVs up to 10 MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const CV_MAX_BYTES = 10 * 1024 * 1024
/** Photos are served at most this size, square. */
export const PHOTO_SIZE = 512

export type ImageType = 'png' | 'jpeg'

/** PNG or JPEG by content (magic bytes), never by the file's name or declared type. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png'
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  return undefined
}

export type DocumentType = 'pdf' | 'docx'

/** A file about a person (a CV, a résumé, a receipt): never kept by a browser or shared cache. */
export const PERSONAL_NO_STORE = 'private, no-store'

/**
 * A Content-Disposition that makes the browser download the file under its name (RFC 6266): an ASCII fallback with
 * quotes and backslashes replaced, and the exact name in UTF-8 for browsers that read `filename*` (ASVS V5.4.2).
 */
export function attachmentDisposition(fileName: string, fallback = 'download'): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_')
      .trim() || fallback
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** Whether a file's name ends in the extension of the type its content shows (`Mi CV.PDF` for a PDF). */
export function extensionMatches(fileName: string, type: DocumentType): boolean {
  return /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() === type
}

/** A PDF (`%PDF-`) or a Word document (a ZIP holding `word/`), by content. */
export function detectDocumentType(bytes: Buffer): DocumentType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  const isZip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  if (isZip && bytes.includes(Buffer.from('word/'))) return 'docx'
  return undefined
}

/**
 * Refuses a PDF that runs something when opened or clicked (JavaScript, an automatic or launch action, a form that
 * sends data away): whoever opens a stored CV or proof — a company, the operator — would run it. Other files pass.
 */
export async function refuseActivePdf(bytes: Buffer): Promise<void> {
  if (detectDocumentType(bytes) !== 'pdf') return
  if (await findActiveContent(bytes)) throw new AppError(ErrorCode.PDF_ACTIVE_CONTENT)
}

/**
 * Decodes and re-encodes a photo: rotated upright, cropped square to PHOTO_SIZE, as a fresh JPEG without metadata.
 * Nothing of the uploaded bytes is ever served as it came. Throws when the image cannot be decoded.
 */
export async function normalizePhoto(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
}

export const LOGO_SIZE = 512

/**
 * Decodes and re-encodes a logo: fitted inside LOGO_SIZE without cropping, as a fresh PNG (logos keep their
 * transparency) without metadata. Throws when the image cannot be decoded.
 */
export async function normalizeLogo(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** The image library (libvips, about 30 MB in memory) is loaded on the first upload, not by every server at start. */
async function loadSharp() {
  return (await import('sharp')).default
}

/**
 * Reads the one uploaded file of a multipart request, up to `maxBytes` (PRODUCT.md: 5 MB images, 10 MB CVs), with
 * the text fields sent before it. A file over the limit is refused whole with 413 — the stream's `truncated` flag is
 * checked, whatever the client declared — so a cut-off copy is never stored. A body that is not multipart, or
 * multipart without a boundary, is the client's error (415, 400), never ours.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number) {
  let file: MultipartFile | undefined
  let bytes: Buffer
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024 } })
    if (!file) throw new AppError(ErrorCode.UPLOAD_FAILED)
    bytes = await file.toBuffer()
  } catch (error) {
    throw uploadError(error)
  }
  if (file.file.truncated || bytes.length > maxBytes) throw new AppError(ErrorCode.FILE_TOO_LARGE)
  const fields: Record<string, string> = {}
  for (const [name, field] of Object.entries(file.fields)) {
    const value = Array.isArray(field) ? field[0] : field
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value
  }
  return { bytes, fileName: file.filename, fields }
}

/** What a failed multipart read tells the client: its own status when the plugin gave one, else a bad request. */
function uploadError(error: unknown) {
  if (error instanceof AppError) return error
  const status = (error as { statusCode?: number }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) return error
  // busboy's own errors ("Multipart: Boundary not found", "Unexpected end of form") carry no status.
  return new AppError(ErrorCode.UPLOAD_FAILED, { cause: error })
}
