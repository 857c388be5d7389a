import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, buildUrl, isErrorResponse, readCookie } from './api-client'
import { i18n } from './i18n'

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

describe('the API client', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock)
    await i18n.changeLanguage('en')
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('sends JSON with the session cookie and the current language, and returns the parsed body', async () => {
    await i18n.changeLanguage('pt')
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 1 } }))

    await expect(api.post('/positions', { title: 'SOC analyst' })).resolves.toEqual({ data: { id: 1 } })

    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/positions')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"title":"SOC analyst"}')
    const headers = new Headers(init?.headers)
    expect(headers.get('Accept-Language')).toBe('pt')
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('echoes the CSRF cookie on changes, not on reads', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; sentinela_csrf=abc%3D123; other=1' })
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: null }))

    await api.put('/profile', {})
    await api.get('/profile')

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('X-CSRF-Token')).toBe('abc=123')
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has('X-CSRF-Token')).toBe(false)
  })

  it('answers undefined for an empty success', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(api.delete('/positions/1')).resolves.toBeUndefined()
  })

  it('turns the API error body into an ApiError as it is', async () => {
    const body = {
      statusCode: 400,
      code: 'validation_failed',
      message: 'Please check the red fields.',
      errors: [{ path: 'title', code: 'too_long', message: 'Too long.' }],
    }
    fetchMock.mockResolvedValue(jsonResponse(400, body))

    const error = await failure(api.get('/positions/1'))
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: body.message, errors: body.errors })
  })

  it('names a failure that is not ours after its status, in the current language', async () => {
    await i18n.changeLanguage('es')
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }))

    const error = await failure(api.get('/profile'))
    expect(error).toMatchObject({ status: 502, code: 'internal_error', message: 'Algo salió mal. Inténtalo de nuevo.' })
    expect(error.errors).toEqual([])
  })

  it('reads a bare 401 as not authenticated', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }))
    expect(await failure(api.get('/profile'))).toMatchObject({
      code: 'not_authenticated',
      message: 'Not authenticated',
    })
  })

  it('reports a request that got no answer as a translated network error', async () => {
    await i18n.changeLanguage('pt')
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))

    const error = await failure(api.get('/profile'))
    expect(error).toMatchObject({ status: 0, code: 'network_error' })
    expect(error.message).toBe(i18n.t('network_error', { lng: 'pt' }))
    expect(error.message).toContain('Sentinela')
  })

  it('lets a cancelled request stay a cancellation', async () => {
    const controller = new AbortController()
    controller.abort()
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'))
    await expect(api.get('/profile', { signal: controller.signal })).rejects.toBeInstanceOf(DOMException)
  })
})

describe('buildUrl', () => {
  it('puts the path under /api and leaves out empty query values', () => {
    expect(buildUrl('/marketplace/items/training', { page: 1, limit: 12, filter: '', meta: undefined })).toBe(
      '/api/marketplace/items/training?page=1&limit=12',
    )
    expect(buildUrl('positions/fetch')).toBe('/api/positions/fetch')
    expect(buildUrl('/talent', { ids: [1, 2] })).toBe('/api/talent?ids=1&ids=2')
  })
})

describe('readCookie', () => {
  it('finds one cookie by name', () => {
    expect(readCookie('a=1; sentinela_csrf=x.y=z; b=2', 'sentinela_csrf')).toBe('x.y=z')
    expect(readCookie('sentinela_csrf_old=1', 'sentinela_csrf')).toBeUndefined()
    expect(readCookie('', 'sentinela_csrf')).toBeUndefined()
  })
})

describe('isErrorResponse', () => {
  it('recognises only the API error body', () => {
    expect(isErrorResponse({ statusCode: 404, code: 'not_found', message: 'x', errors: [] })).toBe(true)
    expect(isErrorResponse({ statusCode: 404, code: 'not_found', message: 'x' })).toBe(false)
    expect(isErrorResponse({ statusCode: 400, code: 'x', message: 'x', errors: [{ path: 'a' }] })).toBe(false)
    expect(isErrorResponse('oops')).toBe(false)
  })
})
