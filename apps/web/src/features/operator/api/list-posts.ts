import { useQuery } from '@tanstack/react-query'
import type { OperatorPost } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'

export const OPERATOR_POSTS_QUERY_KEY = ['operator', 'posts'] as const

/** GET /operator/posts: every post and webinar, drafts included, with registration counts. */
export const listOperatorPosts = async (): Promise<OperatorPost[]> =>
  (await api.get<{ data: OperatorPost[] }>('/operator/posts')).data

export const useOperatorPosts = (enabled = true) =>
  useQuery({ queryKey: OPERATOR_POSTS_QUERY_KEY, queryFn: listOperatorPosts, enabled })
