import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Project, ProjectInput } from '@sentinela/shared/schemas/portfolio'
import { api } from '../../../lib/api-client'
import { PROJECTS_QUERY_KEY } from './list-projects'

/** POST /talent/projects (a new project) or PUT /talent/projects/{id} (a change to one). */
export const saveProject = ({ id, input }: { id: number | null; input: ProjectInput }) =>
  (id === null
    ? api.post<{ data: Project }>('/talent/projects', input)
    : api.put<{ data: Project }>(`/talent/projects/${id}`, input)
  ).then((answer) => answer.data)

export const useSaveProject = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  })
}
