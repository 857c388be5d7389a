import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { TalentDashboard } from '@sentinela/shared/schemas/portfolio'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

/** GET /talent/dashboard: the dashboard's own data in one call; role names in the reader's language. */
export const getTalentDashboard = (signal?: AbortSignal) =>
  api.get<{ data: TalentDashboard }>('/talent/dashboard', { signal }).then((answer) => answer.data)

export const getTalentDashboardQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['portfolio', 'dashboard', language],
    queryFn: ({ signal }) => getTalentDashboard(signal),
  })

export const useTalentDashboard = () => useQuery(getTalentDashboardQueryOptions(useLanguage()))
