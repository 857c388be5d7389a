import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { CANDIDATE_PAGE_SIZE, type CandidatesSchema } from '@sentinela/shared/schemas/jobs'
import { api } from './api-client'

export type Candidates = z.infer<typeof CandidatesSchema>

export const candidatesQueryKey = (positionId: number) => ['company-jobs', 'candidates', positionId] as const

/** GET /positions/appliedPositions/{id}?page&limit: the job and one page of its candidates, best fit first. */
export const getCandidates = (positionId: number, page: number, signal?: AbortSignal) =>
  api
    .get<{
      data: Candidates
    }>(`/positions/appliedPositions/${positionId}?page=${page}&limit=${CANDIDATE_PAGE_SIZE}`, { signal })
    .then((answer) => answer.data)

/** Pages follow each other while fewer candidates than the total have arrived. */
export const nextCandidatesPage = (last: Candidates, pages: Candidates[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.candidates.length, 0)
  return last.candidates.length > 0 && loaded < last.totalNumberOfRecords ? pages.length + 1 : undefined
}

export const getCandidatesQueryOptions = (positionId: number) =>
  infiniteQueryOptions({
    queryKey: candidatesQueryKey(positionId),
    queryFn: ({ pageParam, signal }) => getCandidates(positionId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextCandidatesPage,
  })

export const useCandidates = (positionId: number) => useInfiniteQuery(getCandidatesQueryOptions(positionId))
