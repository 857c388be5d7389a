import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { ProjectList } from '@sentinela/shared/schemas/portfolio'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

export const PROJECTS_QUERY_KEY = ['portfolio', 'projects'] as const

/** GET /talent/projects: the talent's projects, with statement texts in the reader's language. */
export const listProjects = (signal?: AbortSignal) =>
  api.get<{ data: ProjectList }>('/talent/projects', { signal }).then((answer) => answer.data)

export const listProjectsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: [...PROJECTS_QUERY_KEY, language], queryFn: ({ signal }) => listProjects(signal) })

export const useProjects = () => useQuery(listProjectsQueryOptions(useLanguage()))
