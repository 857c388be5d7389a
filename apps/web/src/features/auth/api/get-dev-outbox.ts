import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface OutboxEmail {
  id: number
  to: string
  subject: string
  text: string
  html: string
  language: string
  status: string
  createdAt: string
}

const KEY_STORAGE = 'sentinela.outboxKey'

/**
 * The outbox's key, which the server prints in its log at start (`/dev/outbox#key=…`). Opening that link keeps the
 * key in this browser, and takes it out of the address bar; a restarted server draws a new one.
 */
export function rememberOutboxKeyFromUrl(): void {
  const key = new URLSearchParams(window.location.hash.slice(1)).get('key')
  if (!key) return
  localStorage.setItem(KEY_STORAGE, key)
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
}

export const readOutboxKey = (): string | null => localStorage.getItem(KEY_STORAGE)

/**
 * GET /dev/outbox: the e-mails a development or demo server kept instead of sending them, newest first. The route
 * exists only when the server runs with DEV_OUTBOX on, and answers only this start's key; elsewhere it answers 404.
 */
export const getDevOutbox = (key: string, signal?: AbortSignal) =>
  api
    .get<{ data: OutboxEmail[] }>('/dev/outbox', { signal, headers: { 'X-Outbox-Key': key } })
    .then((answer) => answer.data)

export const getDevOutboxQueryOptions = (key: string | null) =>
  queryOptions({
    queryKey: ['auth', 'dev-outbox', key],
    queryFn: ({ signal }) => getDevOutbox(key ?? '', signal),
    enabled: key !== null,
    staleTime: 0,
    retry: false,
  })

/** The outbox, when this browser holds a key for it. */
export const useDevOutbox = () => useQuery(getDevOutboxQueryOptions(readOutboxKey()))
