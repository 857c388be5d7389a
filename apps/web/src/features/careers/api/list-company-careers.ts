import { useQuery } from '@tanstack/react-query'
import type { CompanyCareer } from '@sentinela/shared/schemas/careers'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { CAREERS_QUERY_KEY } from './query-keys'

/** GET /talent/companyCareers: paths companies recommended or assigned to the talent. */
export const listCompanyCareers = (signal?: AbortSignal) =>
  api.get<{ data: CompanyCareer[] }>('/talent/companyCareers', { signal }).then(({ data }) => data)

export const useCompanyCareers = () => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...CAREERS_QUERY_KEY, 'company', language],
    queryFn: ({ signal }) => listCompanyCareers(signal),
  })
}
