import yauzl from 'yauzl'
import type { CvFailureReason } from '@sentinela/shared/schemas/cv-analysis'
import type { DocumentType } from '../../lib/uploads'
import { findPeriod } from './cv-dates'

/** Bounds on reading a CV (issue #17): a real CV is a few pages and well under these. */
export const CV_LIMITS = {
  maxPages: 50,
  /** The sum of the uncompressed sizes of a DOCX's parts, as its central directory declares them. */
  maxInflatedBytes: 50 * 1024 * 1024,
  maxZipEntries: 2_000,
  /** Extracted text kept for analysis. */
  maxTextChars: 200_000,
  timeoutMs: 15_000,
}

/** A CV that cannot be read, with the reason the talent is told. */
export class CvReadError extends Error {
  constructor(
    readonly reason: CvFailureReason,
    message?: string,
  ) {
    super(message ?? reason)
  }
}

/**
 * The plain text of a PDF or DOCX, with a real library for each (pdf.js, mammoth), inside the bounds above. Lines
 * are kept (the analysis reads CVs line by line); a PDF's text items are joined into lines by their position.
 */
export async function extractCvText(
  bytes: Buffer,
  type: DocumentType,
  limits: typeof CV_LIMITS = CV_LIMITS,
): Promise<string> {
  // The libraries load before the clock starts: the limit is for reading this file, not for a cold start.
  await (type === 'pdf' ? import('pdfjs-dist/legacy/build/pdf.mjs') : import('mammoth'))
  let timer: NodeJS.Timeout | undefined
  let cancel = () => {}
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cancel()
      reject(new CvReadError('timeout'))
    }, limits.timeoutMs)
  })
  try {
    const work = type === 'pdf' ? pdfText(bytes, limits, (stop) => (cancel = stop)) : docxText(bytes, limits)
    const text = await Promise.race([work, timeout])
    const cleaned = text
      .replace(/\r/g, '')
      .replace(/[\t\u00a0]+/g, ' ')
      .replace(/[ ]{2,}/g, ' ')
      .slice(0, limits.maxTextChars)
    if (cleaned.replace(/\s/g, '').length < 20) throw new CvReadError('no_text')
    return cleaned
  } finally {
    clearTimeout(timer)
  }
}

async function pdfText(bytes: Buffer, limits: typeof CV_LIMITS, onCancel: (stop: () => void) => void) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    // Scripts in a PDF never run: no eval-compiled fonts or functions, no scripting, no fetching anything.
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  })
  onCancel(() => void task.destroy())
  let document: Awaited<typeof task.promise>
  try {
    document = await task.promise
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'PasswordException') throw new CvReadError('encrypted')
    throw new CvReadError('unreadable', (error as Error).message)
  }
  try {
    if (document.numPages > limits.maxPages) throw new CvReadError('too_many_pages')
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      pages.push(linesOf(content.items as PdfItem[]))
      page.cleanup()
    }
    return pages.join('\n')
  } finally {
    await document.destroy()
  }
}

interface PdfItem {
  str?: string
  transform?: number[]
  hasEOL?: boolean
}

/**
 * pdf.js gives text runs with positions; runs on the same baseline form a line. Two columns side by side are kept
 * apart: a run far to the right of the previous one on the same line starts a column of its own, written after.
 */
function linesOf(items: PdfItem[]): string {
  const rows = new Map<number, { x: number; text: string }[]>()
  for (const item of items) {
    if (!item.str || !item.transform) continue
    const y = Math.round(item.transform[5]! / 2) * 2
    const x = item.transform[4]!
    const row = rows.get(y) ?? []
    row.push({ x, text: item.str })
    rows.set(y, row)
  }
  const ordered = [...rows.entries()].sort((a, b) => b[0] - a[0])
  // Columns: a gap of more than 60 points between runs of one line splits it; each column is read top to bottom.
  const columns = new Map<number, string[]>()
  for (const [, row] of ordered) {
    row.sort((a, b) => a.x - b.x)
    let start = row[0]!.x
    let text = ''
    let end = -Infinity
    const flush = () => {
      if (!text.trim()) return
      const key = columnKey(columns, start)
      columns.get(key)!.push(text.trim())
    }
    // A table row whose first cell is a period ("Jan 2020 – Present | Title | Company") stays one line.
    const tableRow = row.length > 1 && findPeriod(row[0]!.text)?.index === 0
    for (const run of row) {
      if (text && run.x - end > 60 && !tableRow) {
        flush()
        start = run.x
        text = ''
      }
      const gap = run.x - end
      const glue =
        tableRow && gap > 60 ? ' | ' : text && !text.endsWith(' ') && !run.text.startsWith(' ') && gap > 1 ? ' ' : ''
      text += (text ? glue : '') + run.text
      end = run.x + run.text.length * 4.5
    }
    flush()
  }
  return [...columns.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, lines]) => lines.join('\n'))
    .join('\n')
}

function columnKey(columns: Map<number, string[]>, x: number) {
  for (const key of columns.keys()) if (Math.abs(key - x) < 40) return key
  columns.set(x, [])
  return x
}

/** A DOCX: its ZIP directory is checked first (entries, declared sizes), then mammoth reads the text. */
async function docxText(bytes: Buffer, limits: typeof CV_LIMITS) {
  await checkZip(bytes, limits)
  const mammoth = (await import('mammoth')).default
  try {
    const result = await mammoth.extractRawText({ buffer: bytes })
    return result.value
  } catch (error) {
    throw new CvReadError('unreadable', (error as Error).message)
  }
}

/** Reads the ZIP central directory only (nothing is inflated): too many entries or too many bytes fail the CV. */
function checkZip(bytes: Buffer, limits: typeof CV_LIMITS) {
  return new Promise<void>((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(new CvReadError('unreadable', error?.message))
      let total = 0
      let count = 0
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize
        count += 1
        // A part that claims to inflate more than 200 times its size is a bomb, whatever the total says.
        const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : 0
        if (
          total > limits.maxInflatedBytes ||
          count > limits.maxZipEntries ||
          (ratio > 200 && entry.uncompressedSize > 1_000_000)
        ) {
          zip.close()
          return reject(new CvReadError('too_large_inflated'))
        }
        zip.readEntry()
      })
      zip.on('end', () => resolve())
      zip.on('error', (zipError: Error) => reject(new CvReadError('unreadable', zipError.message)))
      zip.readEntry()
    })
  })
}
