import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CompanyUser } from '@sentinela/shared/schemas/company'
import { api } from '../../../lib/api-client'

export const EMPLOYEES_QUERY_KEY = ['company', 'employees'] as const

/** GET /employees: the company's users, the main admin first. */
export const listEmployees = (signal?: AbortSignal) =>
  api.get<{ data: CompanyUser[] }>('/employees', { signal }).then((answer) => answer.data)

export const listEmployeesQueryOptions = () =>
  queryOptions({ queryKey: EMPLOYEES_QUERY_KEY, queryFn: ({ signal }) => listEmployees(signal) })

export const useEmployees = () => useQuery(listEmployeesQueryOptions())
