import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Connection } from '@sentinela/shared/schemas/messages'
import { api } from '../../../lib/api-client'

export const CONNECTIONS_QUERY_KEY = ['messages', 'connections'] as const

/** GET /messages/connections: the talent's companies with their threads and unread counts. */
export const listConnections = (signal?: AbortSignal) =>
  api.get<{ data: Connection[] }>('/messages/connections', { signal }).then((answer) => answer.data)

export const listConnectionsQueryOptions = () =>
  queryOptions({ queryKey: CONNECTIONS_QUERY_KEY, queryFn: ({ signal }) => listConnections(signal) })

export const useConnections = () => useQuery(listConnectionsQueryOptions())
