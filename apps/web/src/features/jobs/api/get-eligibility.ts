import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { Eligibility } from '@sentinela/shared/schemas/jobs'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { JOBS_QUERY_KEY } from './query-keys'

/**
 * GET /positions/{id}/eligibility: may the signed-in talent apply, and if not, why (§5): clearance, and each role's
 * fit against its minimum with the statements that would close the gap.
 */
export const getEligibility = (id: number, signal?: AbortSignal) =>
  api.get<{ data: Eligibility }>(`/positions/${id}/eligibility`, { signal }).then((answer) => answer.data)

export const getEligibilityQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'eligibility', id, language],
    queryFn: ({ signal }) => getEligibility(id, signal),
  })

export const useEligibility = (id: number, enabled: boolean) =>
  useQuery({ ...getEligibilityQueryOptions(id, useLanguage()), enabled })
