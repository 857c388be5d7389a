import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Job } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

export const jobQueryKey = (id: number) => ['company-jobs', 'job', id] as const

/** GET /positions/{id}: every §3 field of one job, with the version a save is based on. */
export const getJob = (id: number, signal?: AbortSignal) =>
  api.get<{ data: Job }>(`/positions/${id}`, { signal }).then((answer) => answer.data)

export const getJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => getJob(id, signal),
    // The stepper edits what it read: a refetch in the background must not move the version under it.
    staleTime: Infinity,
    refetchOnReconnect: false,
  })

export const useJob = (id: number) => useQuery({ ...getJobQueryOptions(id), enabled: Number.isInteger(id) && id > 0 })
