import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { PreferencesSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type Preferences = z.infer<typeof PreferencesSchema>

export const PREFERENCES_QUERY_KEY = ['settings', 'preferences'] as const

export const getPreferences = async (): Promise<Preferences> =>
  (await api.get<{ data: Preferences }>('/users/Preferences')).data

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: PREFERENCES_QUERY_KEY, queryFn: getPreferences })

export const usePreferences = () => useQuery(getPreferencesQueryOptions())
