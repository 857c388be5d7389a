import { useQuery } from '@tanstack/react-query'
import type { EmployeeCareerScore } from '@sentinela/shared/schemas/careers'
import { api } from '../../../lib/api-client'
import { CAREERS_QUERY_KEY } from './query-keys'

/** POST /companies/employeeScoreByCareer: the team's scores, for members whose profile is public. */
export const listEmployeeScores = (careerId: number | undefined, signal?: AbortSignal) =>
  api
    .post<{ data: EmployeeCareerScore[] }>('/companies/employeeScoreByCareer', careerId ? { careerId } : {}, { signal })
    .then(({ data }) => data)

export const useEmployeeScores = () =>
  useQuery({
    queryKey: [...CAREERS_QUERY_KEY, 'employees'],
    queryFn: ({ signal }) => listEmployeeScores(undefined, signal),
  })
