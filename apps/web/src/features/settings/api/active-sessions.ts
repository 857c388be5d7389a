import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ActiveSession } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'
import { SECURITY_EVENTS_QUERY_KEY } from './get-security-events'

export const ACTIVE_SESSIONS_QUERY_KEY = ['settings', 'sessions'] as const

/** The account's sessions still in force, last used first, this device's marked. */
export const getActiveSessions = async (): Promise<ActiveSession[]> =>
  (await api.get<{ data: ActiveSession[] }>('/users/sessions')).data

export const useActiveSessions = () =>
  useQuery(queryOptions({ queryKey: ACTIVE_SESSIONS_QUERY_KEY, queryFn: getActiveSessions }))

/** Ends one session (another device), or every session but this one. */
export const useEndSessions = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (which: { sessionId: number } | 'others') => {
      if (which === 'others') await api.post('/users/sessions/endOthers')
      else await api.delete(`/users/sessions/${which.sessionId}`)
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTIVE_SESSIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_QUERY_KEY }),
      ]),
  })
}
