import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CAREERS_QUERY_KEY } from './query-keys'

/** A change to paths: every careers query is read again afterwards. */
export function useCareerMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAREERS_QUERY_KEY }),
  })
}
