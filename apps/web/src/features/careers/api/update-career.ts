import type { UpdateCareerPathInput } from '@sentinela/shared/schemas/careers'
import { api } from '../../../lib/api-client'
import { useCareerMutation } from './use-career-mutation'

/** POST /marketplace/updateCareerPath: name, description, flags and target roles. */
export const updateCareer = (input: UpdateCareerPathInput) => api.post('/marketplace/updateCareerPath', input)

export const useUpdateCareer = () => useCareerMutation(updateCareer)
