import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CareerSummary } from '@sentinela/shared/schemas/careers'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { CAREERS_QUERY_KEY } from './query-keys'

export interface CareerListInput {
  search?: string
  owner: 'all' | 'system' | 'mine' | 'company'
  page?: number
  limit?: number
}

/** POST /marketplace/careers: the paths the caller may see. */
export const listCareers = (input: CareerListInput, signal?: AbortSignal) =>
  api.post<{ data: CareerSummary[]; totalNumberOfRecords: number }>('/marketplace/careers', input, { signal })

export const useCareers = (input: CareerListInput) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...CAREERS_QUERY_KEY, 'list', input, language],
    queryFn: ({ signal }) => listCareers(input, signal),
    placeholderData: keepPreviousData,
  })
}
