/**
 * Public build-time settings (STYLE.md §4: only `VITE_`-prefixed values reach the browser), read and checked once.
 */
function readApiUrl(value: unknown): string {
  if (value === undefined || value === '') return '/api'
  if (typeof value !== 'string' || !(value.startsWith('/') || /^https?:\/\//.test(value))) {
    throw new Error(`VITE_API_URL must be a path or an http(s) URL, got ${String(value)}`)
  }
  return value.replace(/\/+$/, '')
}

export const env = Object.freeze({
  /** Base of every API call; the page and the API share an origin by default so the session cookie travels. */
  API_URL: readApiUrl(import.meta.env.VITE_API_URL),
})
