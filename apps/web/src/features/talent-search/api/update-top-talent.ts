import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { RoleFitDetailSchema } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'

export type RoleFitDetail = z.infer<typeof RoleFitDetailSchema>

/**
 * PUT /positions/company/UpdateTopTalent: the talent's fit for the role computed again from what they hold now, with
 * the statements held and missing ("missing statements on demand").
 */
export const updateTopTalent = (input: { talentId: number; workRoleCode: string }) =>
  api.put<{ data: RoleFitDetail }>('/positions/company/UpdateTopTalent', input).then((answer) => answer.data)

export const useUpdateTopTalent = () => useMutation({ mutationFn: updateTopTalent })
