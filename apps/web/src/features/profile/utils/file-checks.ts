import type { FileProblem } from '../../../hooks/use-file-upload'

/**
 * PRODUCT.md: photos png/jpg/jpeg up to 5 MB; CVs pdf/docx up to 10 MB. The API decides by content; these checks
 * only spare a person an upload that cannot succeed.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const CV_MAX_BYTES = 10 * 1024 * 1024

export const PHOTO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg'
export const CV_ACCEPT =
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.docx'

const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg']
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg']
const CV_EXTENSIONS = ['pdf', 'docx']
const CV_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']

export interface FileLike {
  name: string
  type: string
  size: number
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

/** A file named as a kind we take, whose declared type (when the browser gives one) agrees. */
function isOfKind(file: FileLike, extensions: readonly string[], types: readonly string[]): boolean {
  return extensions.includes(extensionOf(file.name)) && (file.type === '' || types.includes(file.type.toLowerCase()))
}

/** §5: photos are png, jpg or jpeg, up to 5 MB. Undefined when the file may go to the API. */
export function checkPhotoFile(file: FileLike): FileProblem | undefined {
  if (!isOfKind(file, PHOTO_EXTENSIONS, PHOTO_TYPES)) return 'wrong_type'
  if (file.size > PHOTO_MAX_BYTES) return 'too_large'
  return undefined
}

/** CVs are pdf or docx, up to 10 MB. */
export function checkCvFile(file: FileLike): FileProblem | undefined {
  if (!isOfKind(file, CV_EXTENSIONS, CV_TYPES)) return 'wrong_type'
  if (file.size > CV_MAX_BYTES) return 'too_large'
  return undefined
}
