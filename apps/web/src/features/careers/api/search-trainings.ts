import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TrainingSearchResult } from '@sentinela/shared/schemas/learning'
import { SEARCH_MIN_LENGTH } from '@sentinela/shared/schemas/common'
import { api } from '../../../lib/api-client'

/** POST /marketplace/trainings: trainings to add to a path, by words of their title (2 characters at least, §9). */
export const searchTrainings = (text: string, signal?: AbortSignal) =>
  api.post<TrainingSearchResult>('/marketplace/trainings', { text, limit: 8 }, { signal })

export const useTrainingSearch = (text: string) =>
  useQuery({
    queryKey: ['careers-training-search', text],
    queryFn: ({ signal }) => searchTrainings(text, signal),
    enabled: text.trim().length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  })
