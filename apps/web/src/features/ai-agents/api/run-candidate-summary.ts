import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CandidateSummary, CandidateSummaryRequestSchema } from '@sentinela/shared/schemas/ai'
import { api } from '../../../lib/api-client'

export type CandidateSummaryRequest = z.input<typeof CandidateSummaryRequestSchema>

/** POST /agents/candidateSummary/run: a short, factual summary of an applicant's fit for one job, from stored data. */
export const runCandidateSummary = (input: CandidateSummaryRequest) =>
  api.post<{ data: CandidateSummary }>('/agents/candidateSummary/run', input).then((answer) => answer.data)

export const useRunCandidateSummary = () => useMutation({ mutationFn: runCandidateSummary })
