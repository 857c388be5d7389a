import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConfirmAwardLinkResult } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'
import { invalidateAwardsData } from './query-keys'

/** POST /marketplace/confirmAwardLink: the teacher links the nominee profile to their talent account with the code. */
export const confirmAwardLink = (code: string) =>
  api.post<{ data: ConfirmAwardLinkResult }>('/marketplace/confirmAwardLink', { code }).then((body) => body.data)

export const useConfirmAwardLink = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: confirmAwardLink, onSuccess: () => invalidateAwardsData(queryClient) })
}
