import type { FileProblem } from '../../../hooks/use-file-upload'
import { checkFileKind, type FileKind, type FileLike } from '../../../lib/file-checks'

/**
 * PRODUCT.md: photos png/jpg/jpeg up to 5 MB; CVs pdf/docx up to 10 MB. The API decides by content; these checks
 * only spare a person an upload that cannot succeed.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const CV_MAX_BYTES = 10 * 1024 * 1024

export const PHOTO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg'
export const CV_ACCEPT =
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.docx'

const PHOTO: FileKind = {
  extensions: ['png', 'jpg', 'jpeg'],
  types: ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'],
  maxBytes: PHOTO_MAX_BYTES,
}
const CV: FileKind = {
  extensions: ['pdf', 'docx'],
  types: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  maxBytes: CV_MAX_BYTES,
}

/** §5: photos are png, jpg or jpeg, up to 5 MB. Undefined when the file may go to the API. */
export function checkPhotoFile(file: FileLike): FileProblem | undefined {
  return checkFileKind(file, PHOTO)
}

/** CVs are pdf or docx, up to 10 MB. */
export function checkCvFile(file: FileLike): FileProblem | undefined {
  return checkFileKind(file, CV)
}
