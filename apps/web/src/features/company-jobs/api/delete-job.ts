import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** DELETE /positions/{id}: the job leaves the company's list and every talent's saved and applied lists (§4). */
export const deleteJob = (id: number) => api.delete<unknown>(`/positions/${id}`).then(() => id)

export const useDeleteJob = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['company-jobs'] })
    },
  })
}
