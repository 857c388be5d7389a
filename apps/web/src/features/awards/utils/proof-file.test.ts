import { describe, expect, it } from 'vitest'
import { PROOF_MAX_BYTES } from '@sentinela/shared/schemas/awards'
import { checkProofFile } from './proof-file'

describe('checkProofFile', () => {
  it('takes a PDF, a PNG and a JPEG up to 10 MB', () => {
    expect(checkProofFile({ name: 'proof.pdf', type: 'application/pdf', size: 1000 })).toBeUndefined()
    expect(checkProofFile({ name: 'Proof.PNG', type: 'image/png', size: 1000 })).toBeUndefined()
    expect(checkProofFile({ name: 'proof.jpg', type: '', size: PROOF_MAX_BYTES })).toBeUndefined()
  })

  it('refuses other kinds and files over 10 MB', () => {
    expect(checkProofFile({ name: 'proof.docx', type: 'application/msword', size: 1000 })).toBe('proof_wrong_type')
    expect(checkProofFile({ name: 'proof.pdf', type: 'text/html', size: 1000 })).toBe('proof_wrong_type')
    expect(checkProofFile({ name: 'proof.pdf', type: 'application/pdf', size: PROOF_MAX_BYTES + 1 })).toBe(
      'proof_too_large',
    )
  })
})
