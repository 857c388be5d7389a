import { useQuery } from '@tanstack/react-query'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

/** GET /talent/favsPositions: the jobs the talent saved. */
export const listSavedJobs = (signal?: AbortSignal) =>
  api.get<{ data: JobSummary[] }>('/talent/favsPositions', { signal }).then((answer) => answer.data)

export const useSavedJobs = () => {
  const language = useLanguage()
  return useQuery({
    queryKey: ['company', 'dashboard', 'talent-saved', language],
    queryFn: ({ signal }) => listSavedJobs(signal),
  })
}
