import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'
import { readSession } from './session'

/**
 * Unread messages of the signed-in talent or company (#20). The navigation badge and the talent dashboard read this
 * one entry; opening a thread invalidates it. Kept free of zod schemas: the layout bundle imports it.
 */
export const UNREAD_MESSAGES_QUERY_KEY = ['messages', 'unread'] as const

/** GET /messages/unread: messages written by the other side since this side last opened each thread. */
export const getUnreadMessages = (signal?: AbortSignal) =>
  api.get<{ data: { unread: number } }>('/messages/unread', { signal }).then((answer) => answer.data.unread)

export const getUnreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_MESSAGES_QUERY_KEY,
    queryFn: ({ signal }) => getUnreadMessages(signal),
    // New messages arrive from the other side: looked at again every minute and when the tab regains focus.
    refetchInterval: 60_000,
    staleTime: 30_000,
  })

/** The count of unread messages; 0 while loading, on error, and for anyone who is not a talent or company user. */
export function useUnreadMessages(): number {
  const role = readSession()?.role
  const { data } = useQuery({
    ...getUnreadMessagesQueryOptions(),
    enabled: role === 'talent' || role === 'company',
  })
  return data ?? 0
}
