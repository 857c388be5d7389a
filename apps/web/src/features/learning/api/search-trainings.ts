import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TrainingSearchInput, TrainingSearchResult } from '@sentinela/shared/schemas/learning'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { LEARNING_QUERY_KEY } from './query-keys'

/** POST /marketplace/trainings: one page of the catalogue, its total and the facet counts. */
export const searchTrainings = (search: TrainingSearchInput, signal?: AbortSignal) =>
  api.post<TrainingSearchResult>('/marketplace/trainings', search, { signal })

export const useSearchTrainings = (search: TrainingSearchInput) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...LEARNING_QUERY_KEY, 'search', search, language],
    queryFn: ({ signal }) => searchTrainings(search, signal),
    placeholderData: keepPreviousData,
  })
}
