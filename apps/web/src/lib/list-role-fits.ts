import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { RoleFitSummarySchema } from '@sentinela/shared/schemas/profile'
import { useLanguage } from '../hooks/use-language'
import { api } from './api-client'

export type RoleFitSummary = z.infer<typeof RoleFitSummarySchema>

/** `GET /profile/fit`: the saved percentage fit for every work role, best first; role names in the asked language. */
export const listRoleFits = async (): Promise<RoleFitSummary[]> =>
  (await api.get<{ data: RoleFitSummary[] }>('/profile/fit')).data

export const listRoleFitsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['roles', 'fits', language], queryFn: listRoleFits, placeholderData: keepPreviousData })

export const useRoleFits = () => useQuery(listRoleFitsQueryOptions(useLanguage()))
