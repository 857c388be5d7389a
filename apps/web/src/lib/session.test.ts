import { describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../testing/memory-store'
import { ApiError } from './api-client'
import {
  getSessionCheckPath,
  isDemoSubscription,
  parseSession,
  purgeSession,
  readSession,
  readSessionAnswer,
  saveSession,
  takeSessionNotice,
  toRole,
  verifySession,
  type Session,
} from './session'

const talent: Session = { role: 'talent', subscriptionName: null }
const company: Session = { role: 'company', subscriptionName: 'Pro' }

describe('parseSession', () => {
  it('reads a stored session', () => {
    expect(parseSession('{"role":"talent","subscriptionName":null}')).toEqual(talent)
    expect(parseSession('{"role":"company","subscriptionName":"Pro"}')).toEqual(company)
  })

  it('treats a missing subscription name as none', () => {
    expect(parseSession('{"role":"company"}')).toEqual({ role: 'company', subscriptionName: null })
  })

  it('reads any role other than Talent as Company (§6)', () => {
    expect(parseSession('{"role":"Talent","subscriptionName":null}')?.role).toBe('talent')
    expect(parseSession('{"role":"admin","subscriptionName":null}')?.role).toBe('company')
  })

  it.each([null, '', 'not json', '[]', '42', '{}', '{"role":""}', '{"role":"talent","subscriptionName":3}'])(
    'reads %j as no session',
    (raw) => {
      expect(parseSession(raw)).toBeNull()
    },
  )
})

describe('toRole', () => {
  it('keeps Talent and makes everyone else Company', () => {
    expect(toRole(' TALENT ')).toBe('talent')
    expect(toRole('Company')).toBe('company')
    expect(toRole('AdminUser')).toBe('company')
  })
})

describe('readSession and saveSession', () => {
  it('round-trips through sentinela.session', () => {
    const store = createMemoryStore()
    saveSession(company, store)
    expect(store.snapshot()).toEqual({ 'sentinela.session': '{"role":"company","subscriptionName":"Pro"}' })
    expect(readSession(store)).toEqual(company)
  })

  it('reads nothing when there is no storage', () => {
    expect(readSession(undefined)).toBeNull()
  })
})

describe('isDemoSubscription (§4)', () => {
  it('is demo for a company with no subscription or the Demo one', () => {
    expect(isDemoSubscription({ role: 'company', subscriptionName: null })).toBe(true)
    expect(isDemoSubscription({ role: 'company', subscriptionName: '' })).toBe(true)
    expect(isDemoSubscription({ role: 'company', subscriptionName: 'Demo' })).toBe(true)
    expect(isDemoSubscription({ role: 'company', subscriptionName: ' demo ' })).toBe(true)
  })

  it('is not demo for a company with a paid subscription', () => {
    expect(isDemoSubscription(company)).toBe(false)
  })

  it('is never demo for a talent, nor without a session', () => {
    expect(isDemoSubscription(talent)).toBe(false)
    expect(isDemoSubscription({ role: 'talent', subscriptionName: 'Demo' })).toBe(false)
    expect(isDemoSubscription(null)).toBe(false)
  })
})

describe('getSessionCheckPath (§7)', () => {
  it('checks a talent with their profile and a company user with their company', () => {
    expect(getSessionCheckPath('talent')).toBe('/profile')
    expect(getSessionCheckPath('company')).toBe('/companies/company')
  })
})

describe('purgeSession', () => {
  function setup() {
    const local = createMemoryStore({
      'sentinela.session': '{"role":"talent","subscriptionName":null}',
      'sentinela.language': 'es',
      'sentinela.draft.position': '{}',
      'other-app.token': 'keep me',
    })
    const tab = createMemoryStore({ 'sentinela.wizard-step': '2', unrelated: 'x' })
    const cache = { clear: vi.fn() }
    return { local, tab, cache }
  }

  it('removes every sentinela key but the language, and nothing else', () => {
    const { local, tab, cache } = setup()
    purgeSession({ local, tab, cache })
    expect(local.snapshot()).toEqual({ 'sentinela.language': 'es', 'other-app.token': 'keep me' })
    expect(tab.snapshot()).toEqual({ unrelated: 'x', 'sentinela.notice': 'not_authenticated' })
  })

  it('drops cached server data', () => {
    const { local, tab, cache } = setup()
    purgeSession({ local, tab, cache })
    expect(cache.clear).toHaveBeenCalledOnce()
  })

  it('leaves a notice the sign-in page shows once', () => {
    const { local, tab, cache } = setup()
    purgeSession({ local, tab, cache })
    expect(takeSessionNotice(tab)).toBe('not_authenticated')
    expect(takeSessionNotice(tab)).toBeNull()
  })
})

describe('takeSessionNotice', () => {
  it('ignores values it does not know', () => {
    const tab = createMemoryStore({ 'sentinela.notice': '<b>hi</b>' })
    expect(takeSessionNotice(tab)).toBeNull()
    expect(tab.snapshot()).toEqual({})
  })
})

describe('readSessionAnswer', () => {
  it('reads the session out of a check answer', () => {
    const answer = {
      data: { account: {}, session: { role: 'company', subscriptionName: 'Pro', passwordExpiresInDays: null } },
    }
    expect(readSessionAnswer(answer)).toEqual(company)
  })

  it.each([undefined, null, 'x', {}, { data: null }, { data: {} }, { data: { session: { role: 3 } } }])(
    'finds nothing in %j',
    (answer) => {
      expect(readSessionAnswer(answer)).toBeUndefined()
    },
  )
})

describe('verifySession', () => {
  it('asks the role’s check endpoint and keeps a session that holds', async () => {
    const get = vi.fn(async () => ({ data: { session: { role: 'company', subscriptionName: 'Pro' } } }))
    const save = vi.fn()
    const purge = vi.fn()
    await expect(verifySession(company, { get, save, purge })).resolves.toEqual(company)
    expect(get).toHaveBeenCalledWith('/companies/company', { signal: undefined })
    expect(save).not.toHaveBeenCalled()
    expect(purge).not.toHaveBeenCalled()
  })

  it('keeps the local copy in step with the API (§4: subscription name)', async () => {
    const get = vi.fn(async () => ({ data: { session: { role: 'company', subscriptionName: 'Annual' } } }))
    const save = vi.fn()
    const fresh = { role: 'company', subscriptionName: 'Annual' }
    await expect(verifySession(company, { get, save, purge: vi.fn() })).resolves.toEqual(fresh)
    expect(save).toHaveBeenCalledWith(fresh)
  })

  it('keeps the stored session when the answer carries none', async () => {
    const get = vi.fn(async () => ({ data: {} }))
    await expect(verifySession(talent, { get, save: vi.fn(), purge: vi.fn() })).resolves.toEqual(talent)
  })

  it('purges on any failure (§4, §8)', async () => {
    const get = vi.fn(async () => {
      throw new Error('401')
    })
    const purge = vi.fn()
    await expect(verifySession(talent, { get, purge })).resolves.toBeNull()
    expect(get).toHaveBeenCalledWith('/profile', { signal: undefined })
    expect(purge).toHaveBeenCalledOnce()
  })

  it('keeps the session when no answer came at all (offline, or the page unloading)', async () => {
    const get = vi.fn(async () => {
      throw new ApiError(0, 'service_unavailable', 'offline')
    })
    const purge = vi.fn()
    await expect(verifySession(talent, { get, purge })).resolves.toEqual(talent)
    expect(purge).not.toHaveBeenCalled()
  })

  it('does not purge when the navigation moved on and cancelled the check', async () => {
    const controller = new AbortController()
    const get = vi.fn(async () => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    const purge = vi.fn()
    await expect(verifySession(talent, { get, purge, signal: controller.signal })).rejects.toThrow('aborted')
    expect(purge).not.toHaveBeenCalled()
  })
})
