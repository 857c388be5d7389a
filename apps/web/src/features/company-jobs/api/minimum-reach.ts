import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { MinimumReach } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

/** GET /positions/minimum-reach: how many active talents on the platform meet a role's minimum fit (#12). */
export const getMinimumReach = (workRoleCode: string, minimum: number, signal?: AbortSignal) =>
  api
    .get<{ data: MinimumReach }>(
      `/positions/minimum-reach?${new URLSearchParams({ workRoleCode, minimum: String(minimum) }).toString()}`,
      { signal },
    )
    .then((answer) => answer.data)

export const minimumReachQueryOptions = (workRoleCode: string, minimum: number) =>
  queryOptions({
    queryKey: ['company-jobs', 'minimum-reach', workRoleCode, minimum],
    queryFn: ({ signal }) => getMinimumReach(workRoleCode, minimum, signal),
    staleTime: 60_000,
  })

/** Asked only for a minimum the API takes (1–100); the last answer stays on screen while the next one loads. */
export const useMinimumReach = (workRoleCode: string, minimum: number) =>
  useQuery({
    ...minimumReachQueryOptions(workRoleCode, minimum),
    enabled: Number.isInteger(minimum) && minimum >= 1 && minimum <= 100,
    placeholderData: keepPreviousData,
  })
