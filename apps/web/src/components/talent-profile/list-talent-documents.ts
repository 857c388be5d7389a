import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TalentDocument } from '@sentinela/shared/schemas/resume'
import { api } from '../../lib/api-client'

/** GET /talent/{id}/documents: a talent's CV, proofs and résumés, for a company the profile is visible to. */
export const listTalentDocuments = (talentId: number, signal?: AbortSignal) =>
  api.get<{ data: TalentDocument[] }>(`/talent/${talentId}/documents`, { signal }).then((answer) => answer.data)

export const useTalentDocuments = (talentId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['resume', 'talent-documents', talentId],
      queryFn: ({ signal }) => listTalentDocuments(talentId, signal),
    }),
  )
