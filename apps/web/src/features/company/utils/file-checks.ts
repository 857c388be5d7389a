import type { FileProblem } from '../../../hooks/use-file-upload'
import { checkFileKind, type FileLike } from '../../../lib/file-checks'

/**
 * PRODUCT.md: logos are png, jpg or jpeg up to 5 MB. The API decides by content; this check only spares a person an
 * upload that cannot succeed.
 */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024
export const LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg'

/** §5: a logo named png, jpg or jpeg, whose declared type (when the browser gives one) agrees, up to 5 MB. */
export function checkLogoFile(file: FileLike): FileProblem | undefined {
  return checkFileKind(file, {
    extensions: ['png', 'jpg', 'jpeg'],
    types: ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'],
    maxBytes: LOGO_MAX_BYTES,
  })
}
