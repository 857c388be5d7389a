import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { MY_COMPANY_QUERY_KEY, type MyCompany } from '../../../lib/get-company'

const withLogo = (logoUrl: string | null) => (mine: MyCompany | undefined) =>
  mine ? { ...mine, profile: { ...mine.profile, logoUrl } } : mine

/** POST /azurefile/uploadfile: for a company user, the logo (png/jpg/jpeg up to 5 MB; the API checks the content). */
export const uploadLogo = (file: File) => {
  const body = new FormData()
  body.append('file', file)
  return api.post<{ data: { logoUrl: string } }>('/azurefile/uploadfile', body).then((answer) => answer.data)
}

export const useUploadLogo = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: ({ logoUrl }) => queryClient.setQueryData<MyCompany>(MY_COMPANY_QUERY_KEY, withLogo(logoUrl)),
  })
}

/** DELETE /azurefile/deletefile {kind: 'logo'}: removes the company's logo. */
export const deleteLogo = () =>
  api.delete<{ data: { done: true } }>('/azurefile/deletefile', { body: { kind: 'logo' } })

export const useDeleteLogo = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: () => queryClient.setQueryData<MyCompany>(MY_COMPANY_QUERY_KEY, withLogo(null)),
  })
}
