import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OperatorPost, PostInput } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'
import { OPERATOR_POSTS_QUERY_KEY } from './list-posts'

/** POST /operator/posts (new) or PUT /operator/posts/{id} (edit): the API applies the tag and reference rules. */
export const savePost = async ({ id, input }: { id?: number; input: PostInput }): Promise<OperatorPost> =>
  id === undefined
    ? (await api.post<{ data: OperatorPost }>('/operator/posts', input)).data
    : (await api.put<{ data: OperatorPost }>(`/operator/posts/${id}`, input)).data

export const useSavePost = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_POSTS_QUERY_KEY }),
  })
}
