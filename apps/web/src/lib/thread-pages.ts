import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { Thread } from '@sentinela/shared/schemas/messages'
import { api } from './api-client'
import { threadQueryKey } from './message-threads'

/** GET /messages/threads/{id}: the newest messages, or with `before` the page older than that message. */
export const getThreadPage = (id: number, before: number | null, signal?: AbortSignal) =>
  api
    .get<{ data: Thread }>(`/messages/threads/${id}`, { query: { before: before ?? undefined }, signal })
    .then((answer) => answer.data)

/**
 * A thread as pages, newest first, each oldest first. Under the thread's key, so whatever refreshes the thread (a
 * reply, a read mark, a block) refreshes every page shown, each from the one before it: none is skipped when a new
 * message pushes the newest page's first one into the older ones.
 */
export const getThreadPagesQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...threadQueryKey(id), 'pages'],
    queryFn: ({ pageParam, signal }) => getThreadPage(id, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasOlder ? (page.messages[0]?.id ?? null) : null),
  })

/**
 * `first`: the newest page when the screen already holds it (the company's dialog asks for the thread by talent),
 * so opening the thread costs no second request.
 */
export const useThreadPages = (id: number, first?: { page: Thread; updatedAt: number }) =>
  useInfiniteQuery({
    ...getThreadPagesQueryOptions(id),
    ...(first
      ? { initialData: { pages: [first.page], pageParams: [null] }, initialDataUpdatedAt: first.updatedAt }
      : {}),
  })
