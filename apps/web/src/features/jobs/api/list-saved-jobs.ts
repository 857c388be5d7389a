import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { JOBS_QUERY_KEY } from './query-keys'

/** GET /talent/favsPositions: the jobs the talent saved, each with the date it was saved (§4). */
export const listSavedJobs = (signal?: AbortSignal) =>
  api.get<{ data: JobSummary[] }>('/talent/favsPositions', { signal }).then((answer) => answer.data)

export const listSavedJobsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'saved', language],
    queryFn: ({ signal }) => listSavedJobs(signal),
  })

export const useSavedJobs = () => useQuery(listSavedJobsQueryOptions(useLanguage()))
