import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CommunicationStatus } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

export interface CommunicationStatusChange {
  applicationId: number
  communicationStatus: CommunicationStatus
  /** Words to the talent, quoted in the status e-mail; empty or absent for none. */
  message?: string
}

/** POST /positions/UpdatedCommunicationStatusAppliedTalent: the company moves a candidate to another status (§4). */
export const updateCommunicationStatus = (change: CommunicationStatusChange) =>
  api.post<unknown>('/positions/UpdatedCommunicationStatusAppliedTalent', change)

export const useUpdateCommunicationStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCommunicationStatus,
    // The candidate's history grows and the job's counts per status move.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['company-jobs'] })
    },
  })
}
