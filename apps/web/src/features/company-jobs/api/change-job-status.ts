import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { JobStatus } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

export interface JobStatusChange {
  id: number
  status: JobStatus
}

/**
 * POST /positions/{id}/status: Change Status (§4), after the company confirmed it. Publishing beyond the demo plan's
 * limit is refused with job_post_limit_reached.
 */
export const changeJobStatus = ({ id, status }: JobStatusChange) =>
  api.post<unknown>(`/positions/${id}/status`, { status }).then(() => status)

export const useChangeJobStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeJobStatus,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['company-jobs'] })
    },
  })
}
