import { useQuery } from '@tanstack/react-query'
import type { TrainingDetail } from '@sentinela/shared/schemas/learning'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { LEARNING_QUERY_KEY } from './query-keys'

/** GET /marketplace/trainings/{trainingId}: statements come in the reader's language. */
export const getTraining = (trainingId: number, signal?: AbortSignal) =>
  api.get<{ data: TrainingDetail }>(`/marketplace/trainings/${trainingId}`, { signal }).then((body) => body.data)

export const useTraining = (trainingId: number | undefined) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...LEARNING_QUERY_KEY, 'detail', trainingId, language],
    queryFn: ({ signal }) => getTraining(trainingId!, signal),
    enabled: trainingId !== undefined,
  })
}
