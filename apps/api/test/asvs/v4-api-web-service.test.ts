import { connect, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createTalent, TEST_PASSWORD } from '../factories'
import { request, useTestApp } from '../helper'

/** OWASP ASVS 5.0.0, V4 API and Web Service, level 2 (docs/security.md). */
const ctx = useTestApp()

/** Sends raw bytes to the server listening for real and answers what came back (Node's own HTTP parser). */
async function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')))
  })
}

describe('V4.1 Generic web service security', () => {
  it('V4.1.1 labels every body with its Content-Type, with the charset on text', async () => {
    const cases = [
      ['GET', '/api/master-data', 'application/json; charset=utf-8'],
      ['GET', '/api/nowhere', 'application/json; charset=utf-8'],
      ['GET', '/api/profile', 'application/json; charset=utf-8'],
      ['POST', '/api/positions/fetch', 'application/json; charset=utf-8'],
      ['GET', '/healthz', 'application/json; charset=utf-8'],
    ] as const
    for (const [method, url, type] of cases) {
      const response = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })
      expect(response.headers['content-type'], `${method} ${url}`).toBe(type)
    }
  })

  it('V4.1.3 does not let a client set the address a proxy would: X-Forwarded-For counts only behind TRUST_PROXY', async () => {
    expect(ctx.app.config.TRUST_PROXY).toBe(false)
    const talent = await createTalent(ctx.app.db)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      remoteAddress: '192.0.2.77',
      headers: { 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2', 'x-forwarded-proto': 'https' },
      payload: { email: talent.email, password: TEST_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    const token = (response.json() as { data: { token: string } }).data.token
    const { body } = await request<{ data: { event: string; ip: string }[] }>(ctx, {
      method: 'GET',
      url: '/api/users/securityEvents',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(body.data[0]).toMatchObject({ event: 'sign_in', ip: '192.0.2.77' })
    // A forged X-Forwarded-Proto does not make the cookies look as if they crossed https.
    expect(String(response.headers['set-cookie'])).not.toContain('Secure')
  })
})

describe('V4.2 HTTP message structure validation', () => {
  it('V4.2.1 refuses ambiguous message boundaries (Content-Length with Transfer-Encoding), closing the connection', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = ctx.app.server.address() as AddressInfo
    const smuggled =
      'POST /api/positions/fetch HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/profile HTTP/1.1\r\nHost: localhost\r\n\r\n'
    const answer = await rawExchange(port, smuggled)
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    // One answer only: the smuggled second request never ran.
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1)
    expect(answer).toContain('"code":"bad_request"')
  })
})
