import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { CategoryWithRolesSchema } from '@sentinela/shared/schemas/framework'
import { useLanguage } from '../hooks/use-language'
import { api } from './api-client'

export type CategoryWithRoles = z.infer<typeof CategoryWithRolesSchema>

/** Reference data shared by every screen that reads it: one cache entry per language, whichever feature asks. */
export const WORK_ROLES_QUERY_KEY = ['work-roles'] as const

/**
 * POST /workforceframework/competency/categories: the NICE work role categories, each with its work roles (the
 * roles wizard, a job's roles, the work role filters). Names and descriptions come in the request's language.
 */
export const listWorkRoles = (signal?: AbortSignal) =>
  api
    .post<{ data: CategoryWithRoles[] }>('/workforceframework/competency/categories', {}, { signal })
    .then((answer) => answer.data)

export const listWorkRolesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...WORK_ROLES_QUERY_KEY, language],
    queryFn: ({ signal }) => listWorkRoles(signal),
    // Reference data: it changes with a framework release, not while the page is open.
    staleTime: Infinity,
    // A language switch keeps the lists (and the person's choices) on screen while the new names arrive.
    placeholderData: keepPreviousData,
  })

export const useWorkRoles = () => useQuery(listWorkRolesQueryOptions(useLanguage()))

/** The work roles grouped by their category, as a select lists them (the code is the value, the name the label). */
export const toRoleGroups = (workRoles: readonly CategoryWithRoles[] | undefined) =>
  (workRoles ?? []).map((category) => ({
    group: category.name,
    items: category.workRoles.map((role) => ({ value: role.code, label: role.name })),
  }))
