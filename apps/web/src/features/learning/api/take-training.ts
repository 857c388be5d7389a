import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangeTrainingProgressResult } from '@sentinela/shared/schemas/learning'
import { api } from '../../../lib/api-client'
import { invalidateLearningData } from './query-keys'

/** POST /marketplace/takeTraining: not started → in progress. */
export const takeTraining = (trainingId: number) =>
  api
    .post<{ data: ChangeTrainingProgressResult }>('/marketplace/takeTraining', { trainingId })
    .then((body) => body.data)

export const useTakeTraining = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: takeTraining, onSuccess: () => invalidateLearningData(queryClient) })
}
