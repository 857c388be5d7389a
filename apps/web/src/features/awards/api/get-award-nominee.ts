import { useQuery } from '@tanstack/react-query'
import type { AwardNomineePage } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'
import { AWARDS_QUERY_KEY } from '../../../lib/award-editions'

/** GET /awards/nominees/{id}: one approved nominee with the edition it runs in (phase, the talent's vote). */
export const getAwardNominee = (id: number, signal?: AbortSignal) =>
  api.get<{ data: AwardNomineePage }>(`/awards/nominees/${id}`, { signal }).then((body) => body.data)

export const useAwardNominee = (id: number | undefined) =>
  useQuery({
    queryKey: [...AWARDS_QUERY_KEY, 'nominee', id],
    queryFn: ({ signal }) => getAwardNominee(id!, signal),
    enabled: id !== undefined,
  })
