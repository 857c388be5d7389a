import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Message, Thread } from '@sentinela/shared/schemas/messages'
import { api } from './api-client'

/**
 * Threads of #20 as both sides read them: the talent's connections screen, the company's messages screen, and the
 * company's dialog from a job's candidates or talent search. Every key starts with `messages`.
 */
export const MESSAGES_QUERY_KEY = ['messages'] as const
export const threadQueryKey = (id: number) => ['messages', 'thread', id] as const
export const talentThreadQueryKey = (talentId: number) => ['messages', 'with-talent', talentId] as const

/** GET /messages/company/talents/{id}: the company's thread with a talent, null before the first message. */
export const getThreadWithTalent = (talentId: number, signal?: AbortSignal) =>
  api.get<{ data: Thread | null }>(`/messages/company/talents/${talentId}`, { signal }).then((answer) => answer.data)

export const useThreadWithTalent = (talentId: number, enabled = true) =>
  useQuery({
    queryKey: talentThreadQueryKey(talentId),
    queryFn: ({ signal }) => getThreadWithTalent(talentId, signal),
    enabled,
  })

/** POST /messages/threads/{id}/read: this side has read the thread; the unread counts follow. */
export const markThreadRead = (id: number) => api.post<unknown>(`/messages/threads/${id}/read`)

export const useMarkThreadRead = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markThreadRead,
    // The unread counts: the navigation's, the lists' and the thread's own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  })
}

/** POST /messages/threads/{id}/messages: an answer in the thread. */
export const sendMessage = ({ threadId, body }: { threadId: number; body: string }) =>
  api.post<{ data: Message }>(`/messages/threads/${threadId}/messages`, { body }).then((answer) => answer.data)

export const useSendMessage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    // The thread, the lists showing its last message, and the unread counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  })
}
