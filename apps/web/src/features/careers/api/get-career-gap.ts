import { useQuery } from '@tanstack/react-query'
import type { CareerGap, CareerGapRequest } from '@sentinela/shared/schemas/careers'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { CAREERS_QUERY_KEY } from './query-keys'

/** POST /marketplace/careerGap: missing statements and the trainings that cover them, best first. */
export const getCareerGap = (source: CareerGapRequest['source'], signal?: AbortSignal) =>
  api.post<{ data: CareerGap }>('/marketplace/careerGap', { source }, { signal }).then(({ data }) => data)

export const useCareerGap = (source: CareerGapRequest['source'] | null) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...CAREERS_QUERY_KEY, 'gap', source, language],
    queryFn: ({ signal }) => getCareerGap(source!, signal),
    enabled: source !== null,
  })
}
