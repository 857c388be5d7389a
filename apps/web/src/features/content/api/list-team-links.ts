import { useQuery } from '@tanstack/react-query'
import type { TalentRelation } from '@sentinela/shared/schemas/team'
import { api } from '../../../lib/api-client'

/** GET /employees/relations: the companies whose cyber team the talent is in (Community shows the active ones). */
export const listTeamLinks = async (): Promise<TalentRelation[]> =>
  (await api.get<{ data: TalentRelation[] }>('/employees/relations')).data

export const useTeamLinks = () => useQuery({ queryKey: ['content', 'team-links'], queryFn: listTeamLinks })
