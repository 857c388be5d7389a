import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CandidatesSchema } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

export type Candidates = z.infer<typeof CandidatesSchema>

export const candidatesQueryKey = (positionId: number) => ['company-jobs', 'candidates', positionId] as const

/** GET /positions/appliedPositions/{id}: the job and its candidates, best fit first. */
export const getCandidates = (positionId: number, signal?: AbortSignal) =>
  api.get<{ data: Candidates }>(`/positions/appliedPositions/${positionId}`, { signal }).then((answer) => answer.data)

export const getCandidatesQueryOptions = (positionId: number) =>
  queryOptions({
    queryKey: candidatesQueryKey(positionId),
    queryFn: ({ signal }) => getCandidates(positionId, signal),
  })

export const useCandidates = (positionId: number) => useQuery(getCandidatesQueryOptions(positionId))
