import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/config'
import { request, useTestApp } from './helper'

/**
 * Issue #36: the development outbox holds password-reset and data-export links. Found from outside: it answered any
 * Host header (a web page that rebinds its own name to 127.0.0.1 could read it) and asked for no secret. Now it
 * answers only loopback names, with the key of this start (printed in the server log), and only when asked for.
 */
describe('the development outbox', () => {
  const KEY = 'outbox-test-key-0123456789abcdef'
  const ctx = useTestApp({ DEV_OUTBOX: 'true', DEV_OUTBOX_KEY: KEY })
  const outbox = (headers: Record<string, string>) =>
    request<{ data?: unknown[]; code?: string }>(ctx, { method: 'GET', url: '/api/dev/outbox', headers })

  it('lists the e-mails for a loopback Host with the key', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      const { status, body } = await outbox({ host, 'x-outbox-key': KEY })
      expect(status, host).toBe(200)
      expect(Array.isArray(body.data)).toBe(true)
    }
  })

  it('tells a foreign Host header there is nothing here, key or not (DNS rebinding)', async () => {
    for (const host of [
      'attacker.example.com',
      'attacker.example.com:3000',
      '127.0.0.1.nip.io',
      'localhost.evil.test',
    ]) {
      const { status, body } = await outbox({ host, 'x-outbox-key': KEY })
      expect(status, host).toBe(404)
      expect(body.code).toBe('route_not_found')
    }
  })

  it('refuses a request without the key or with another one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-outbox-key': '' },
      { 'x-outbox-key': `${KEY}x` },
      { 'x-outbox-key': KEY.toUpperCase() },
    ]
    for (const headers of attempts) {
      const { status } = await outbox({ host: 'localhost:3000', ...headers })
      expect(status).toBe(404)
    }
  })

  it('draws a new key at every start when none is set, and stays off unless asked for', () => {
    const first = parseConfig({ DEV_OUTBOX: 'true' }).DEV_OUTBOX_KEY
    const second = parseConfig({ DEV_OUTBOX: 'true' }).DEV_OUTBOX_KEY
    expect(first).toMatch(/^[\w-]{32}$/)
    expect(second).not.toBe(first)
    expect(parseConfig({}).DEV_OUTBOX).toBe(false)
    expect(parseConfig({}).DEV_OUTBOX_KEY).toBeUndefined()
  })

  describe('when not asked for', () => {
    const off = useTestApp({ DEV_OUTBOX: 'false', DEV_OUTBOX_KEY: KEY })
    it('has no outbox route at all', async () => {
      const { status } = await request(off, {
        method: 'GET',
        url: '/api/dev/outbox',
        headers: { host: 'localhost', 'x-outbox-key': KEY },
      })
      expect(status).toBe(404)
    })
  })
})
