import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { invalidateJobData } from './query-keys'

export interface SaveJobInput {
  positionId: number
  /** true stamps today's date (§4), false removes the stamp. */
  saved: boolean
}

/** POST /talent/savePosition. */
export const saveJob = (input: SaveJobInput) => api.post<unknown>('/talent/savePosition', input)

export const useSaveJob = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveJob,
    onSuccess: () => invalidateJobData(queryClient),
  })
}
