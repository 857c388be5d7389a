import { useQuery } from '@tanstack/react-query'
import type { Post } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'

export interface PostsQuery {
  filter?: string
  field?: 'title' | 'tag' | 'language' | 'author'
  sort?: 'newest' | 'oldest' | 'title'
  limit?: number
}

/** §7 GET /marketplace/items/Posts: published posts, filtered on a field and sorted. */
export const listPosts = (query: PostsQuery) =>
  api.get<{ data: Post[]; totalNumberOfRecords: number }>('/marketplace/items/Posts', { query: { ...query } })

export const usePosts = (query: PostsQuery) =>
  useQuery({ queryKey: ['content', 'posts', query], queryFn: () => listPosts(query) })
