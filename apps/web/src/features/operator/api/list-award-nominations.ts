import { useQuery } from '@tanstack/react-query'
import type { NomineeStatus, OperatorNomination } from '@sentinela/shared/schemas/awards'
import { api, buildUrl } from '../../../lib/api-client'
import { OPERATOR_AWARDS_QUERY_KEY } from './list-award-editions'

/** GET /operator/awards/nominations?status=: nominations to review (or reviewed), newest first. */
export const listAwardNominations = async (status: NomineeStatus): Promise<OperatorNomination[]> =>
  (await api.get<{ data: OperatorNomination[] }>('/operator/awards/nominations', { query: { status } })).data

export const useAwardNominations = (status: NomineeStatus) =>
  useQuery({
    queryKey: [...OPERATOR_AWARDS_QUERY_KEY, 'nominations', status],
    queryFn: () => listAwardNominations(status),
  })

/** GET /operator/awards/nominations/{id}/proof: the proof of experience, opened in its own tab. */
export const nominationProofUrl = (id: number) => buildUrl(`/operator/awards/nominations/${id}/proof`)
