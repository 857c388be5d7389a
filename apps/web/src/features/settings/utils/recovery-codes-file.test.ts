import { describe, expect, it } from 'vitest'
import { buildRecoveryCodesFile, recoveryCodesFileName } from './recovery-codes-file'

describe('recovery codes file', () => {
  it('lists one code per line under a short heading', () => {
    const text = buildRecoveryCodesFile(['abcde-12345', 'fghij-67890'], {
      title: 'Sentinela recovery codes',
      account: 'Account: ana@example.com',
      note: 'Each code works once.',
    })
    expect(text.split('\n')).toEqual([
      'Sentinela recovery codes',
      'Account: ana@example.com',
      'Each code works once.',
      '',
      'abcde-12345',
      'fghij-67890',
      '',
    ])
  })

  it('names the file after the day the codes were made', () => {
    expect(recoveryCodesFileName(new Date('2026-03-12T10:00:00Z'))).toBe('sentinela-recovery-codes-2026-03-12.txt')
  })
})
