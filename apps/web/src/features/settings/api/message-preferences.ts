import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MessagePreferences } from '@sentinela/shared/schemas/messages'
import { api } from '../../../lib/api-client'

export const MESSAGE_PREFERENCES_QUERY_KEY = ['messages', 'preferences'] as const

/** GET /messages/preferences: whether the person is e-mailed about each new message (#20); on by default. */
export const getMessagePreferences = (signal?: AbortSignal) =>
  api.get<{ data: MessagePreferences }>('/messages/preferences', { signal }).then((answer) => answer.data)

export const useMessagePreferences = () =>
  useQuery(
    queryOptions({ queryKey: MESSAGE_PREFERENCES_QUERY_KEY, queryFn: ({ signal }) => getMessagePreferences(signal) }),
  )

/** PUT /messages/preferences. */
export const saveMessagePreferences = (input: MessagePreferences) =>
  api.put<{ data: MessagePreferences }>('/messages/preferences', input).then((answer) => answer.data)

export const useSaveMessagePreferences = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMessagePreferences,
    onSuccess: (saved) => queryClient.setQueryData(MESSAGE_PREFERENCES_QUERY_KEY, saved),
  })
}
