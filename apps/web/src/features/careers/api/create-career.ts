import { createCareerPath } from '../../../lib/create-career-path'
import { useCareerMutation } from './use-career-mutation'

/** POST /marketplace/createCareerPath (lib/create-career-path.ts): the caller's own path, or their company's. */
export const createCareer = createCareerPath

export const useCreateCareer = () => useCareerMutation(createCareer)
