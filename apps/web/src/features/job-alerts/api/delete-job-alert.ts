import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { JOB_ALERTS_KEY } from '../../../lib/job-alerts'

/** DELETE /talent/jobAlerts/{id}. */
export const deleteJobAlert = async (id: number): Promise<void> => {
  await api.delete(`/talent/jobAlerts/${id}`)
}

export const useDeleteJobAlert = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteJobAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }),
  })
}
