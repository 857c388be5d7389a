import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TalentDocument } from '@sentinela/shared/schemas/resume'
import { api } from '../../../lib/api-client'
import { RESUME_KEYS } from './query-keys'

/** GET /documents: the CV, certification proofs and generated résumés of the signed-in talent. */
export const listDocuments = (signal?: AbortSignal) =>
  api.get<{ data: TalentDocument[] }>('/documents', { signal }).then((answer) => answer.data)

export const useDocuments = () =>
  useQuery(queryOptions({ queryKey: RESUME_KEYS.documents, queryFn: ({ signal }) => listDocuments(signal) }))
