import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublishRoom } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

/**
 * GET /positions/publish-room: the plan's limit on published jobs (null: unlimited), how many count against it, and
 * how many days a published job stays up (§4, #12, #16).
 */
export const getPublishRoom = (signal?: AbortSignal) =>
  api.get<{ data: PublishRoom }>('/positions/publish-room', { signal }).then((answer) => answer.data)

export const publishRoomQueryOptions = () =>
  queryOptions({ queryKey: ['company-jobs', 'publish-room'], queryFn: ({ signal }) => getPublishRoom(signal) })

export const usePublishRoom = (enabled: boolean) => useQuery({ ...publishRoomQueryOptions(), enabled })
