import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { invalidateLearningData } from './query-keys'

/** POST /talent/saveTraining: saves, or removes the save (toggle). */
export const saveTraining = (trainingId: number) =>
  api.post<{ data: { saved: boolean } }>('/talent/saveTraining', { trainingId }).then((body) => body.data)

export const useSaveTraining = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveTraining, onSuccess: () => invalidateLearningData(queryClient) })
}
