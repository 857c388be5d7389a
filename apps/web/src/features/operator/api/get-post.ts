import { useQuery } from '@tanstack/react-query'
import type { OperatorPost } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'
import { OPERATOR_POSTS_QUERY_KEY } from './list-posts'

/** GET /operator/posts/{id}: one post as written (Markdown). */
export const getOperatorPost = async (id: number): Promise<OperatorPost> =>
  (await api.get<{ data: OperatorPost }>(`/operator/posts/${id}`)).data

export const useOperatorPost = (id: number | undefined) =>
  useQuery({
    queryKey: [...OPERATOR_POSTS_QUERY_KEY, id],
    queryFn: () => getOperatorPost(id!),
    enabled: id !== undefined,
  })
