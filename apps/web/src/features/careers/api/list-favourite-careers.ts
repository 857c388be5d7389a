import { useQuery } from '@tanstack/react-query'
import type { CareerSummary } from '@sentinela/shared/schemas/careers'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { CAREERS_QUERY_KEY } from './query-keys'

/** GET /talent/favsCareer: saved and own paths with their percentages. */
export const listFavouriteCareers = (signal?: AbortSignal) =>
  api.get<{ data: CareerSummary[] }>('/talent/favsCareer', { signal }).then(({ data }) => data)

export const useFavouriteCareers = () => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...CAREERS_QUERY_KEY, 'favourites', language],
    queryFn: ({ signal }) => listFavouriteCareers(signal),
  })
}
