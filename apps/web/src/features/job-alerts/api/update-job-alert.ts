import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { JobAlert, UpdateJobAlert } from '@sentinela/shared/schemas/job-alerts'
import { api } from '../../../lib/api-client'
import { JOB_ALERTS_KEY } from '../../../lib/job-alerts'

/** PATCH /talent/jobAlerts/{id}: rename, change the frequency, pause or resume. */
export const updateJobAlert = ({ id, ...changes }: UpdateJobAlert & { id: number }) =>
  api.patch<{ data: JobAlert }>(`/talent/jobAlerts/${id}`, changes).then((body) => body.data)

export const useUpdateJobAlert = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateJobAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }),
  })
}
