import { useQuery } from '@tanstack/react-query'
import type { CareerDetail } from '@sentinela/shared/schemas/careers'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { CAREERS_QUERY_KEY } from './query-keys'

/** GET /marketplace/careers/{careerId}: levels, trainings, roles and the caller's percentage. */
export const getCareer = (careerId: number, signal?: AbortSignal) =>
  api.get<{ data: CareerDetail }>(`/marketplace/careers/${careerId}`, { signal }).then(({ data }) => data)

export const useCareer = (careerId: number | null) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...CAREERS_QUERY_KEY, 'detail', careerId, language],
    queryFn: ({ signal }) => getCareer(careerId!, signal),
    enabled: careerId !== null,
  })
}
