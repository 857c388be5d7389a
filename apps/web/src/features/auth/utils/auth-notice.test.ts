import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../../testing/memory-store'
import { leaveAuthNotice, takeAuthNotice } from './auth-notice'

describe('auth notice', () => {
  it('shows once', () => {
    const tab = createMemoryStore()
    leaveAuthNotice('password_reset', tab)
    expect(takeAuthNotice(tab)).toBe('password_reset')
    expect(takeAuthNotice(tab)).toBeNull()
  })

  it('ignores anything it does not know', () => {
    const tab = createMemoryStore()
    tab.setItem('sentinela.auth-notice', 'something-else')
    expect(takeAuthNotice(tab)).toBeNull()
  })
})
