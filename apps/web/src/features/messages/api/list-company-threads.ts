import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ThreadSummary } from '@sentinela/shared/schemas/messages'
import { api } from '../../../lib/api-client'

export const COMPANY_THREADS_QUERY_KEY = ['messages', 'company-threads'] as const

/** GET /messages/threads: the company's conversations, latest first. */
export const listCompanyThreads = (signal?: AbortSignal) =>
  api.get<{ data: ThreadSummary[] }>('/messages/threads', { signal }).then((answer) => answer.data)

export const listCompanyThreadsQueryOptions = () =>
  queryOptions({ queryKey: COMPANY_THREADS_QUERY_KEY, queryFn: ({ signal }) => listCompanyThreads(signal) })

export const useCompanyThreads = () => useQuery(listCompanyThreadsQueryOptions())
