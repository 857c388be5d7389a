import type { FileProblem } from '../../../hooks/use-file-upload'

/**
 * PRODUCT.md: logos are png, jpg or jpeg up to 5 MB. The API decides by content; this check only spares a person an
 * upload that cannot succeed.
 */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024
export const LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg'

const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg']
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg']

export interface FileLike {
  name: string
  type: string
  size: number
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

/** §5: a logo named png, jpg or jpeg, whose declared type (when the browser gives one) agrees, up to 5 MB. */
export function checkLogoFile(file: FileLike): FileProblem | undefined {
  const typeAgrees = file.type === '' || LOGO_TYPES.includes(file.type.toLowerCase())
  if (!LOGO_EXTENSIONS.includes(extensionOf(file.name)) || !typeAgrees) return 'wrong_type'
  if (file.size > LOGO_MAX_BYTES) return 'too_large'
  return undefined
}
