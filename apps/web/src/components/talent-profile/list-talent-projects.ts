import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { Project } from '@sentinela/shared/schemas/portfolio'
import { useLanguage } from '../../hooks/use-language'
import { api } from '../../lib/api-client'

/**
 * GET /talent/{id}/projects: a talent's projects, for a reader who may see the profile (same rules as GET
 * /talent/{id}). Statement texts come in the reader's language, hence the language in the key.
 */
export const listTalentProjects = (talentId: number, signal?: AbortSignal) =>
  api.get<{ data: Project[] }>(`/talent/${talentId}/projects`, { signal }).then((answer) => answer.data)

export const listTalentProjectsQueryOptions = (talentId: number, language: Language) =>
  queryOptions({
    queryKey: ['talent-profile', talentId, 'projects', language],
    queryFn: ({ signal }) => listTalentProjects(talentId, signal),
  })

export const useTalentProjects = (talentId: number, enabled: boolean) =>
  useQuery({ ...listTalentProjectsQueryOptions(talentId, useLanguage()), enabled })
