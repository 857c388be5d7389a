import { useMutation, useQuery } from '@tanstack/react-query'
import type { UnsubscribeInfo } from '@sentinela/shared/schemas/job-alerts'
import { api } from '../../../lib/api-client'

const unsubscribePath = (token: string) => `/jobAlerts/unsubscribe/${encodeURIComponent(token)}`

/** GET /jobAlerts/unsubscribe/{token}: which alert an e-mailed link names (signed out). */
export const getUnsubscribeInfo = (token: string) =>
  api.get<{ data: UnsubscribeInfo }>(unsubscribePath(token)).then((body) => body.data)

export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: ['job-alerts', 'unsubscribe', token],
    queryFn: () => getUnsubscribeInfo(token),
    enabled: token !== '',
    retry: false,
  })

/** POST /jobAlerts/unsubscribe/{token}: stops (pauses) the alert. */
export const unsubscribe = (token: string) =>
  api.post<{ data: UnsubscribeInfo }>(unsubscribePath(token), {}).then((body) => body.data)

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe })
