import { useQuery } from '@tanstack/react-query'
import type { TrainingProgressItem } from '@sentinela/shared/schemas/learning'
import { api } from '../../../lib/api-client'
import { LEARNING_QUERY_KEY } from './query-keys'

/** GET /talent/trainingProgress. */
export const listTrainingProgress = (signal?: AbortSignal) =>
  api.get<{ data: TrainingProgressItem[] }>('/talent/trainingProgress', { signal }).then((body) => body.data)

export const useTrainingProgress = () =>
  useQuery({ queryKey: [...LEARNING_QUERY_KEY, 'progress'], queryFn: ({ signal }) => listTrainingProgress(signal) })
