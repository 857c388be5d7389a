import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AwardNominee } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'
import { AWARDS_QUERY_KEY } from '../../../lib/award-editions'

export interface AwardNomineesQuery {
  editionId: number
  /** §5: from 2 characters; the API splits it into first and last word. */
  text?: string
}

/** GET /marketplace/awardNominees: the edition's approved nominees, most votes first (the API sorts). */
export const listAwardNominees = (query: AwardNomineesQuery, signal?: AbortSignal) =>
  api
    .get<{ data: AwardNominee[] }>('/marketplace/awardNominees', { query: { ...query }, signal })
    .then((body) => body.data)

export const useAwardNominees = (query: AwardNomineesQuery | undefined) =>
  useQuery({
    queryKey: [...AWARDS_QUERY_KEY, 'nominees', query],
    queryFn: ({ signal }) => listAwardNominees(query!, signal),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  })
