import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { RELATIONS_QUERY_KEY } from './list-relations'

/** DELETE /employees/unlinkCompany/{companyId}: the talent leaves the company's cyber team; the company is told. */
export const unlinkCompany = (companyId: number) =>
  api.delete<{ data: { done: true } }>(`/employees/unlinkCompany/${companyId}`)

export const useUnlinkCompany = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unlinkCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RELATIONS_QUERY_KEY }),
  })
}
