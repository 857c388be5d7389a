import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { ACTIVITY_PAGE_DEFAULT, type ActivityPage } from '@sentinela/shared/schemas/portfolio'
import { api } from '../../../lib/api-client'

/** GET /talent/activity: one page of the timeline, newest first; `nextCursor` asks for the older one. */
export const listActivity = (cursor: string | null, signal?: AbortSignal) =>
  api.get<ActivityPage>('/talent/activity', {
    query: { cursor: cursor ?? undefined, limit: ACTIVITY_PAGE_DEFAULT },
    signal,
  })

export const listActivityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['portfolio', 'activity'],
    queryFn: ({ pageParam, signal }) => listActivity(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })

export const useActivity = () => useInfiniteQuery(listActivityQueryOptions())
