import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { PROJECTS_QUERY_KEY } from './list-projects'

/** DELETE /talent/projects/{id}. */
export const deleteProject = (id: number) => api.delete<{ data: { done: true } }>(`/talent/projects/${id}`)

export const useDeleteProject = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  })
}
