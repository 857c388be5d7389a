import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OperatorPost } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'
import { OPERATOR_POSTS_QUERY_KEY } from './list-posts'

/** POST /operator/posts/{id}/cover: png or jpeg up to 5 MB, re-encoded by the API. */
export const uploadCover = async ({ id, file }: { id: number; file: File }): Promise<OperatorPost> => {
  const body = new FormData()
  body.append('file', file)
  return (await api.post<{ data: OperatorPost }>(`/operator/posts/${id}/cover`, body)).data
}

export const useUploadCover = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCover,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_POSTS_QUERY_KEY }),
  })
}
