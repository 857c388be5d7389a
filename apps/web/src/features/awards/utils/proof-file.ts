import { PROOF_MAX_BYTES } from '@sentinela/shared/schemas/awards'
import { checkFileKind, type FileLike } from '../../../lib/file-checks'

/** Why a chosen proof cannot be sent (its message key in the `awards` catalog under `nominate`). */
export type ProofProblem = 'proof_wrong_type' | 'proof_too_large'

export const PROOF_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg'

/** §5 proof of experience: a PDF, PNG or JPEG up to 10 MB. Undefined when the file may go to the API. */
export function checkProofFile(file: FileLike): ProofProblem | undefined {
  const problem = checkFileKind(file, {
    extensions: ['pdf', 'png', 'jpg', 'jpeg'],
    types: ['application/pdf', 'image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'],
    maxBytes: PROOF_MAX_BYTES,
  })
  return problem && `proof_${problem}`
}
