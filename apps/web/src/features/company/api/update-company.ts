import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompanyProfile, CompanyProfileInput } from '@sentinela/shared/schemas/company'
import { api } from '../../../lib/api-client'
import { MY_COMPANY_QUERY_KEY, type MyCompany } from '../../../lib/get-company'

/**
 * PUT /companies: the whole company profile (§4), based on the version it was read at. A save from elsewhere in
 * between is refused with 409 company_version_conflict and nothing is overwritten.
 */
export const updateCompany = (input: CompanyProfileInput) =>
  api.put<{ data: CompanyProfile }>('/companies', input).then((answer) => answer.data)

export const useUpdateCompany = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (profile) =>
      queryClient.setQueryData<MyCompany>(MY_COMPANY_QUERY_KEY, (mine) => (mine ? { ...mine, profile } : mine)),
  })
}
