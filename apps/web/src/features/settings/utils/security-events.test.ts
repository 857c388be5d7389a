import { describe, expect, it } from 'vitest'
import { formatDateTime, toSecurityEventName } from './security-events'

describe('security events', () => {
  it('labels known events and folds unknown ones into "other"', () => {
    expect(toSecurityEventName('sign_in')).toBe('sign_in')
    expect(toSecurityEventName('provider_linked')).toBe('provider_linked')
    expect(toSecurityEventName('something_new')).toBe('other')
  })

  it('formats dates in the language asked for', () => {
    const iso = '2026-03-12T14:05:00Z'
    expect(formatDateTime(iso, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    )
    expect(formatDateTime(iso, 'es')).not.toBe(formatDateTime(iso, 'en'))
    expect(formatDateTime('not a date', 'en')).toBe('not a date')
  })
})
