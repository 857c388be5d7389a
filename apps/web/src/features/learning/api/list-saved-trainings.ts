import { useQuery } from '@tanstack/react-query'
import type { SavedTraining } from '@sentinela/shared/schemas/learning'
import { api } from '../../../lib/api-client'
import { LEARNING_QUERY_KEY } from './query-keys'

/** GET /talent/favsTrainings. */
export const listSavedTrainings = (signal?: AbortSignal) =>
  api.get<{ data: SavedTraining[] }>('/talent/favsTrainings', { signal }).then((body) => body.data)

export const useSavedTrainings = () =>
  useQuery({ queryKey: [...LEARNING_QUERY_KEY, 'saved'], queryFn: ({ signal }) => listSavedTrainings(signal) })
