import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RecommendedTalent } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

/** GET /positions/{id}/recommendedTalent: up to ten talents best fitted to the job, not in its pipeline (#16). */
export const getRecommendedTalent = (id: number, signal?: AbortSignal) =>
  api.get<{ data: RecommendedTalent[] }>(`/positions/${id}/recommendedTalent`, { signal }).then((answer) => answer.data)

export const getRecommendedTalentQueryOptions = (id: number) =>
  queryOptions({
    // Under the feature's key: a contact that puts a talent in the pipeline refreshes this list with the rest.
    queryKey: ['company-jobs', 'recommended-talent', id],
    queryFn: ({ signal }) => getRecommendedTalent(id, signal),
  })

/** Asked only when the plan includes recommended talent (`enabled`). */
export const useRecommendedTalent = (id: number, enabled: boolean) =>
  useQuery({ ...getRecommendedTalentQueryOptions(id), enabled })
