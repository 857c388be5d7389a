import { useQuery } from '@tanstack/react-query'
import type { TalentApplication } from '@sentinela/shared/schemas/jobs'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

/** GET /talent/appliedPositions: the talent's applications with their communication status. */
export const listApplications = (signal?: AbortSignal) =>
  api.get<{ data: TalentApplication[] }>('/talent/appliedPositions', { signal }).then((answer) => answer.data)

export const useApplications = () => {
  const language = useLanguage()
  return useQuery({
    queryKey: ['company', 'dashboard', 'talent-applications', language],
    queryFn: ({ signal }) => listApplications(signal),
  })
}
