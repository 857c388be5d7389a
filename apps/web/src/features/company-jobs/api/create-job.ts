import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Job, JobInput } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

/** POST /positions: a new job, saved as a draft (§4). */
export const createJob = (input: JobInput) => api.post<{ data: Job }>('/positions', input).then((answer) => answer.data)

export const useCreateJob = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createJob,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['company-jobs'] })
    },
  })
}
