import { inflateSync } from 'node:zlib'
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib'

/**
 * What in a PDF runs by itself or on a click: a reader that honours it runs code or opens programs, files or forms
 * beyond the document. A CV or a proof needs none of it (issue #36: a PDF with JavaScript or an OpenAction was stored
 * and served to companies and operators).
 */
export type ActiveContent = 'javascript' | 'open_action' | 'automatic_action' | 'launch' | 'form_submission' | 'xfa'

/** Action types (`/S`) that reach beyond the page: code, programs, other files, data sent away. */
const ACTIVE_ACTIONS: Record<string, ActiveContent> = {
  JavaScript: 'javascript',
  Launch: 'launch',
  SubmitForm: 'form_submission',
  ImportData: 'form_submission',
  RichMediaExecute: 'javascript',
  GoToR: 'launch',
  GoToE: 'launch',
}

/** Keys whose mere presence is active content, wherever they stand. */
const ACTIVE_KEYS: Record<string, ActiveContent> = {
  JS: 'javascript',
  JavaScript: 'javascript',
  AA: 'automatic_action',
  XFA: 'xfa',
  RichMedia: 'javascript',
}

/** An OpenAction may only show a place in the document (a destination, or a GoTo action): nothing else runs on open. */
function openActionFinding(document: PDFDocument): ActiveContent | undefined {
  const value = document.catalog.get(PDFName.of('OpenAction'))
  const action = value instanceof PDFRef ? document.context.lookup(value) : value
  if (!(action instanceof PDFDict)) return undefined // a destination array: "open at page 1"
  const type = action.get(PDFName.of('S'))
  return type instanceof PDFName && type.decodeText() === 'GoTo' ? undefined : 'open_action'
}

function findInObject(object: PDFObject, depth = 0): ActiveContent | undefined {
  if (depth > 64) return undefined
  if (object instanceof PDFRawStream) return findInObject(object.dict, depth + 1)
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = findInObject(item, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (!(object instanceof PDFDict)) return undefined
  for (const [key, value] of object.entries()) {
    const name = key.decodeText()
    if (ACTIVE_KEYS[name]) return ACTIVE_KEYS[name]
    if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS[value.decodeText()])
      return ACTIVE_ACTIONS[value.decodeText()]
    const found = findInObject(value, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * A file pdf-lib cannot parse (damaged, or a structure it does not know) is still searched: its names, in the bytes
 * and in every compressed stream, with `#xx` escapes decoded. Only an OpenAction that is an action counts there too.
 */
function findInBytes(bytes: Buffer): ActiveContent | undefined {
  const texts = [bytes.toString('latin1')]
  const streams = /stream\r?\n([\s\S]*?)endstream/g
  for (let match = streams.exec(texts[0]!); match && texts.length < 5_000; match = streams.exec(texts[0]!)) {
    try {
      texts.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'))
    } catch {
      // not a Flate stream, or not one at all: its bytes were searched already
    }
  }
  for (const text of texts) {
    const decoded = text.replace(
      /\/((?:[^\s/<>[\]()%{}]|#[0-9a-fA-F]{2})+)/g,
      (_, name: string) =>
        `/${name.replace(/#([0-9a-fA-F]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)))}`,
    )
    for (const [key, kind] of Object.entries(ACTIVE_KEYS))
      if (new RegExp(`/${key}(?![\\w#])`).test(decoded)) return kind
    for (const [action, kind] of Object.entries(ACTIVE_ACTIONS))
      if (new RegExp(`/S\\s*/${action}(?![\\w#])`).test(decoded)) return kind
    if (/\/OpenAction\s*<</.test(decoded) && !/\/OpenAction\s*<<\s*\/S\s*\/GoTo\b/.test(decoded)) return 'open_action'
  }
  return undefined
}

/** What pdf-lib reads of the document's objects; undefined when it cannot read the file, or skipped a damaged object. */
async function findInParsed(bytes: Buffer): Promise<ActiveContent | undefined | 'unparsed'> {
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    })
    const opening = openActionFinding(document)
    if (opening) return opening
    let damaged = false
    for (const [, object] of document.context.enumerateIndirectObjects()) {
      if (object instanceof PDFInvalidObject) damaged = true
      const found = findInObject(object)
      if (found) return found
    }
    return damaged ? 'unparsed' : undefined
  } catch {
    return 'unparsed'
  }
}

/**
 * The first active content found in a PDF, or undefined for a plain document. A file pdf-lib cannot read whole is
 * searched in its bytes too, since a lenient reader may still run what it holds.
 */
export async function findActiveContent(bytes: Buffer): Promise<ActiveContent | undefined> {
  const found = await findInParsed(bytes)
  return found === 'unparsed' ? findInBytes(bytes) : found
}
