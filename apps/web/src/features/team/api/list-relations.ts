import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TalentRelation } from '@sentinela/shared/schemas/team'
import { api } from '../../../lib/api-client'
import { TEAM_QUERY_KEY } from './get-company-id'

export const RELATIONS_QUERY_KEY = [...TEAM_QUERY_KEY, 'relations'] as const

/** GET /employees/relations: the talent's invitations (pending) and cyber teams (active). */
export const listRelations = (signal?: AbortSignal) =>
  api.get<{ data: TalentRelation[] }>('/employees/relations', { signal }).then(({ data }) => data)

export const listRelationsQueryOptions = () =>
  queryOptions({ queryKey: RELATIONS_QUERY_KEY, queryFn: ({ signal }) => listRelations(signal) })

export const useRelations = () => useQuery(listRelationsQueryOptions())
