import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminUserInput, CompanyUser } from '@sentinela/shared/schemas/company'
import { api } from '../../../lib/api-client'
import { MY_COMPANY_QUERY_KEY } from '../../../lib/get-company'
import { EMPLOYEES_QUERY_KEY } from './list-employees'

/** POST /employees: the main admin adds an admin user with a password they share internally (§6). */
export const createEmployee = (input: AdminUserInput) =>
  api.post<{ data: CompanyUser }>('/employees', input).then((answer) => answer.data)

export const useCreateEmployee = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createEmployee,
    // §4: adding a user changes numberOfUsers, which the company profile carries.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_COMPANY_QUERY_KEY }),
      ]),
  })
}
