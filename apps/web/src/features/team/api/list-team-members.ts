import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { TeamMember } from '@sentinela/shared/schemas/team'
import { api } from '../../../lib/api-client'
import { TEAM_QUERY_KEY } from './get-company-id'

export const TEAM_MEMBERS_QUERY_KEY = [...TEAM_QUERY_KEY, 'members'] as const

/** GET /companies/companyTalents/{companyId}: members, invitations and who left when; role names in `language`. */
export const listTeamMembers = (companyId: number, signal?: AbortSignal) =>
  api.get<{ data: TeamMember[] }>(`/companies/companyTalents/${companyId}`, { signal }).then(({ data }) => data)

export const listTeamMembersQueryOptions = (companyId: number, language: Language) =>
  queryOptions({
    // The API names the best roles in the request's language: a language switch asks again.
    queryKey: [...TEAM_MEMBERS_QUERY_KEY, companyId, language],
    queryFn: ({ signal }) => listTeamMembers(companyId, signal),
  })

export const useTeamMembers = (companyId: number | undefined, language: Language) =>
  useQuery({ ...listTeamMembersQueryOptions(companyId ?? 0, language), enabled: companyId !== undefined })
