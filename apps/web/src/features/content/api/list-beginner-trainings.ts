import { useQuery } from '@tanstack/react-query'
import type { TrainingSummary } from '@sentinela/shared/schemas/learning'
import { api } from '../../../lib/api-client'

const BEGINNER_LEVELS = ['new_to_cyber', 'foundations'] as const

/** POST /marketplace/trainings per beginner level: the "New to Cyber" and "Foundations" trainings (§1). */
export const listBeginnerTrainings = async (): Promise<TrainingSummary[]> => {
  const pages = await Promise.all(
    BEGINNER_LEVELS.map((level) =>
      api.post<{ data: TrainingSummary[] }>('/marketplace/trainings', { level, limit: 4 }),
    ),
  )
  return pages.flatMap((page) => page.data)
}

export const useBeginnerTrainings = () =>
  useQuery({ queryKey: ['content', 'beginner-trainings'], queryFn: listBeginnerTrainings })
