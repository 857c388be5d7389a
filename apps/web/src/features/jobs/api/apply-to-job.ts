import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { invalidateJobData } from './query-keys'

export interface ApplyInput {
  positionId: number
  message: string
}

/**
 * POST /talent/apply: the talent applies with a message (§4). Refused with clearance_required, role_minimum_not_met,
 * already_applied or job_not_open, each with its message in the person's language.
 */
export const applyToJob = (input: ApplyInput) => api.post<unknown>('/talent/apply', input)

export const useApplyToJob = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyToJob,
    onSettled: () => invalidateJobData(queryClient),
  })
}
