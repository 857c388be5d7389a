import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { RoleFitDetailSchema } from '@sentinela/shared/schemas/profile'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

export type RoleFitDetail = z.infer<typeof RoleFitDetailSchema>

/** `GET /profile/fit/{workRoleCode}`: one role's fit, explained statement by statement (held and missing). */
export const getRoleFit = async (workRoleCode: string): Promise<RoleFitDetail> =>
  (await api.get<{ data: RoleFitDetail }>(`/profile/fit/${encodeURIComponent(workRoleCode)}`)).data

export const getRoleFitQueryOptions = (workRoleCode: string, language: Language) =>
  queryOptions({
    queryKey: ['roles', 'fit', workRoleCode, language],
    queryFn: () => getRoleFit(workRoleCode),
  })

export const useRoleFit = (workRoleCode: string) => useQuery(getRoleFitQueryOptions(workRoleCode, useLanguage()))
