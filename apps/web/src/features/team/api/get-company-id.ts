import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Every cyber team query starts with `team` (STYLE.md §8). */
export const TEAM_QUERY_KEY = ['team'] as const

/** GET /companies/company: the session check also names the signed-in user's company; the team call needs its id. */
export const getCompanyId = (signal?: AbortSignal) =>
  api.get<{ data: { company: { id: number } } }>('/companies/company', { signal }).then(({ data }) => data.company.id)

export const getCompanyIdQueryOptions = () =>
  queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'company-id'],
    queryFn: ({ signal }) => getCompanyId(signal),
    staleTime: Infinity,
  })

export const useCompanyId = () => useQuery(getCompanyIdQueryOptions())
