import { useQueries } from '@tanstack/react-query'
import type { JobSearchPage } from '@sentinela/shared/schemas/jobs'
import { api } from '../../../lib/api-client'

/** POST /positions/fetch per target role: the published jobs that ask for the path's roles. */
export const searchJobsByRole = (workRoleCode: string, signal?: AbortSignal) =>
  api.post<JobSearchPage>('/positions/fetch', { workRoleCode, limit: 10 }, { signal })

export const useJobsForRoles = (codes: string[]) =>
  useQueries({
    queries: codes.map((code) => ({
      queryKey: ['careers-jobs', code],
      queryFn: ({ signal }: { signal: AbortSignal }) => searchJobsByRole(code, signal),
    })),
  })
