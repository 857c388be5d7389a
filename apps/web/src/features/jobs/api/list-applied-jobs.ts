import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { TalentApplication } from '@sentinela/shared/schemas/jobs'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { JOBS_QUERY_KEY } from './query-keys'

/** GET /talent/appliedPositions: the talent's applications, each with its current communication status. */
export const listAppliedJobs = (signal?: AbortSignal) =>
  api.get<{ data: TalentApplication[] }>('/talent/appliedPositions', { signal }).then((answer) => answer.data)

export const listAppliedJobsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'applied', language],
    queryFn: ({ signal }) => listAppliedJobs(signal),
  })

export const useAppliedJobs = () => useQuery(listAppliedJobsQueryOptions(useLanguage()))
