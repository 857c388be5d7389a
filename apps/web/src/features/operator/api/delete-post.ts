import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { OPERATOR_POSTS_QUERY_KEY } from './list-posts'

/** DELETE /operator/posts/{id}. */
export const deletePost = (id: number) => api.delete<{ data: { done: true } }>(`/operator/posts/${id}`)

export const useDeletePost = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_POSTS_QUERY_KEY }),
  })
}
