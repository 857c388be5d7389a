import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { Job } from '@sentinela/shared/schemas/jobs'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { JOBS_QUERY_KEY } from './query-keys'

/** GET /positions/{id}: every §3 field of one job, with the caller's own marks (saved, applied, owner). */
export const getJob = (id: number, signal?: AbortSignal) =>
  api.get<{ data: Job }>(`/positions/${id}`, { signal }).then((answer) => answer.data)

export const getJobQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'detail', id, language],
    queryFn: ({ signal }) => getJob(id, signal),
    // A job that is not there (or not visible to this person) stays not there: no retries.
    retry: false,
  })

/** An id that cannot be a job's (not a positive number) asks nothing. */
export const useJob = (id: number) => useQuery({ ...getJobQueryOptions(id, useLanguage()), enabled: id > 0 })
