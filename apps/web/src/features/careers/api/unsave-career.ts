import { api } from '../../../lib/api-client'
import { useCareerMutation } from './use-career-mutation'

/** POST /talent/DeleteCareer: unsaves the path (the path stays). */
export const unsaveCareer = (careerId: number) => api.post('/talent/DeleteCareer', { careerId })

export const useUnsaveCareer = () => useCareerMutation(unsaveCareer)
