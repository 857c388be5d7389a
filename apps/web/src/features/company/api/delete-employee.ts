import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { MY_COMPANY_QUERY_KEY } from '../../../lib/get-company'
import { EMPLOYEES_QUERY_KEY } from './list-employees'

/** DELETE /employees/{id}: the main admin removes an admin user; their sessions end at once. */
export const deleteEmployee = (id: number) => api.delete<{ data: { done: true } }>(`/employees/${id}`)

export const useDeleteEmployee = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_COMPANY_QUERY_KEY }),
      ]),
  })
}
