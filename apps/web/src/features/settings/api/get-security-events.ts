import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { SecurityEventSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type SecurityEvent = z.infer<typeof SecurityEventSchema>

export const SECURITY_EVENTS_QUERY_KEY = ['settings', 'security-events'] as const

/** The account's most recent security events, newest first. */
export const getSecurityEvents = async (): Promise<SecurityEvent[]> =>
  (await api.get<{ data: SecurityEvent[] }>('/users/securityEvents')).data

export const getSecurityEventsQueryOptions = () =>
  queryOptions({ queryKey: SECURITY_EVENTS_QUERY_KEY, queryFn: getSecurityEvents })

export const useSecurityEvents = () => useQuery(getSecurityEventsQueryOptions())
