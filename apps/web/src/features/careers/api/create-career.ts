import type { CreateCareerPathInput } from '@sentinela/shared/schemas/careers'
import { api } from '../../../lib/api-client'
import { useCareerMutation } from './use-career-mutation'

/** POST /marketplace/createCareerPath: the caller's own path, or their company's. */
export const createCareer = (input: CreateCareerPathInput) =>
  api.post<{ data: { careerId: number } }>('/marketplace/createCareerPath', input).then(({ data }) => data.careerId)

export const useCreateCareer = () => useCareerMutation(createCareer)
