import { PROOF_MAX_BYTES } from '@sentinela/shared/schemas/awards'

/** Why a chosen proof cannot be sent: the API decides by content; this only spares an upload that cannot succeed. */
export type ProofProblem = 'proof_wrong_type' | 'proof_too_large'

export const PROOF_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg'

const PROOF_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg']
const PROOF_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg']

export interface FileLike {
  name: string
  type: string
  size: number
}

/** §5 proof of experience: a PDF, PNG or JPEG up to 10 MB. Undefined when the file may go to the API. */
export function checkProofFile(file: FileLike): ProofProblem | undefined {
  const dot = file.name.lastIndexOf('.')
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase()
  const declared = file.type.toLowerCase()
  if (!PROOF_EXTENSIONS.includes(extension) || (declared !== '' && !PROOF_TYPES.includes(declared))) {
    return 'proof_wrong_type'
  }
  if (file.size > PROOF_MAX_BYTES) return 'proof_too_large'
  return undefined
}
