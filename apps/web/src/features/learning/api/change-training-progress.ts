import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangeTrainingProgress, ChangeTrainingProgressResult } from '@sentinela/shared/schemas/learning'
import { api } from '../../../lib/api-client'
import { invalidateLearningData } from './query-keys'

/** POST /talent/changeTrainingProgress: complete (answers the offered skills) or delete (not_started). */
export const changeTrainingProgress = (input: ChangeTrainingProgress) =>
  api.post<{ data: ChangeTrainingProgressResult }>('/talent/changeTrainingProgress', input).then((body) => body.data)

export const useChangeTrainingProgress = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: changeTrainingProgress, onSuccess: () => invalidateLearningData(queryClient) })
}
