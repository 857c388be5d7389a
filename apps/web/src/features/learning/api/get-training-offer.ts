import { useQuery } from '@tanstack/react-query'
import type { TrainingStatement } from '@sentinela/shared/schemas/learning'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { LEARNING_QUERY_KEY } from './query-keys'

/** GET /talent/trainingOffer/{trainingId}: a completed training's skills the profile still lacks. */
export const getTrainingOffer = (trainingId: number, signal?: AbortSignal) =>
  api.get<{ data: TrainingStatement[] }>(`/talent/trainingOffer/${trainingId}`, { signal }).then((body) => body.data)

export const useTrainingOffer = (trainingId: number | undefined) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...LEARNING_QUERY_KEY, 'offer', trainingId, language],
    queryFn: ({ signal }) => getTrainingOffer(trainingId!, signal),
    enabled: trainingId !== undefined,
  })
}
