import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Job, JobUpdateInput } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

/**
 * PUT /positions: the whole job (§4: certificate and language edits too), based on the version it was read at. A save
 * from elsewhere in between is refused with 409 job_version_conflict and nothing is overwritten.
 */
export const updateJob = (input: JobUpdateInput) =>
  api.put<{ data: Job }>('/positions', input).then((answer) => answer.data)

export const useUpdateJob = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateJob,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['company-jobs'] })
    },
  })
}
