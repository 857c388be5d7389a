import { api } from '../../../lib/api-client'
import { useCareerMutation } from './use-career-mutation'

/** POST /marketplace/deleteCareerPath. */
export const deleteCareer = (careerId: number) => api.post('/marketplace/deleteCareerPath', { careerId })

export const useDeleteCareer = () => useCareerMutation(deleteCareer)
