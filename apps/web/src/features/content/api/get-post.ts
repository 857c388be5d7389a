import { useQuery } from '@tanstack/react-query'
import type { Post } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'

/** GET /posts/{id}: one published post, its body already sanitised HTML. */
export const getPost = async (id: number): Promise<Post> => (await api.get<{ data: Post }>(`/posts/${id}`)).data

export const usePost = (id: number) =>
  useQuery({ queryKey: ['content', 'post', id], queryFn: () => getPost(id), enabled: Number.isInteger(id) && id > 0 })
