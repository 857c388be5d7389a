import type { FileProblem } from '../hooks/use-file-upload'

/** What a picked file tells before it is sent: its name, the type the browser declares ('' when none) and its size. */
export interface FileLike {
  name: string
  type: string
  size: number
}

/** A kind of file an upload takes: the extensions of its name, the declared types that agree, and its size limit. */
export interface FileKind {
  extensions: readonly string[]
  types: readonly string[]
  maxBytes: number
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * A file named as the kind, whose declared type (when the browser gives one) agrees, within the size limit; undefined
 * when it may go to the API. The API decides by content: this only spares a person an upload that cannot succeed.
 */
export function checkFileKind(file: FileLike, kind: FileKind): FileProblem | undefined {
  const typeAgrees = file.type === '' || kind.types.includes(file.type.toLowerCase())
  if (!kind.extensions.includes(extensionOf(file.name)) || !typeAgrees) return 'wrong_type'
  if (file.size > kind.maxBytes) return 'too_large'
  return undefined
}
