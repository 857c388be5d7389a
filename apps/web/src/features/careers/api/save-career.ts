import { api } from '../../../lib/api-client'
import { useCareerMutation } from './use-career-mutation'

/** POST /talent/saveCareer. */
export const saveCareer = (careerId: number) => api.post('/talent/saveCareer', { careerId })

export const useSaveCareer = () => useCareerMutation(saveCareer)
