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

/**
 * GET /dev/outbox: the e-mails a development or demo server kept instead of sending them, newest first. The route
 * exists only when the server runs with DEV_OUTBOX on; elsewhere it answers 404.
 */
export const getDevOutbox = (signal?: AbortSignal) =>
  api.get<{ data: OutboxEmail[] }>('/dev/outbox', { signal }).then((answer) => answer.data)

export const getDevOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'dev-outbox'],
    queryFn: ({ signal }) => getDevOutbox(signal),
    staleTime: 0,
    retry: false,
  })

export const useDevOutbox = () => useQuery(getDevOutboxQueryOptions())
