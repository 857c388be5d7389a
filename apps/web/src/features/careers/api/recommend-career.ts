import type { RecommendCareerInput } from '@sentinela/shared/schemas/careers'
import { api } from '../../../lib/api-client'
import { useCareerMutation } from './use-career-mutation'

/** POST /companies/recommendedCareer: recommendedDate set recommends or assigns; null withdraws (§4). */
export const recommendCareer = (input: RecommendCareerInput) => api.post('/companies/recommendedCareer', input)

export const useRecommendCareer = () => useCareerMutation(recommendCareer)
