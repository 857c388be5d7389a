import { useQuery } from '@tanstack/react-query'
import type { AwardEdition } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'

export const OPERATOR_AWARDS_QUERY_KEY = ['operator', 'awards'] as const

/** GET /operator/awards/editions: every edition of the four countries, newest first. */
export const listOperatorAwardEditions = async (): Promise<AwardEdition[]> =>
  (await api.get<{ data: AwardEdition[] }>('/operator/awards/editions')).data

export const useOperatorAwardEditions = () =>
  useQuery({ queryKey: [...OPERATOR_AWARDS_QUERY_KEY, 'editions'], queryFn: listOperatorAwardEditions })
