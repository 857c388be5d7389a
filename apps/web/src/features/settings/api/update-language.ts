import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import { api } from '../../../lib/api-client'
import { changeLanguage } from '../../../lib/i18n'
import { PREFERENCES_QUERY_KEY, type Preferences } from './get-preferences'

/** Saves the account's language, which e-mails follow too, then shows the interface in it. */
export const updateLanguage = async (language: Language): Promise<Preferences> =>
  (await api.put<{ data: Preferences }>('/users/language', { language })).data

export const useUpdateLanguage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: async (preferences) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, preferences)
      await changeLanguage(preferences.language)
    },
  })
}
