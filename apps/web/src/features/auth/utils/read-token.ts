/**
 * The token of an e-mailed link. Links carry it as `?token=…`; older links put it as the last path segment
 * (`/auth/reset/<token>`), which the route reads as its `:token` parameter.
 */
export function readToken(search: string, segment: string | undefined): string {
  const fromQuery = new URLSearchParams(search).get('token')?.trim()
  if (fromQuery) return fromQuery
  return segment?.trim() ?? ''
}
