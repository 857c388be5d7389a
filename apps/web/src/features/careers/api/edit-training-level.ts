import type { CareerLevel } from '@sentinela/shared/schemas/careers'
import { api } from '../../../lib/api-client'
import { useCareerMutation } from './use-career-mutation'

export interface EditTrainingLevel {
  careerId: number
  trainingId: number
  /** Null removes the training from the path (§4). */
  level: CareerLevel | null
}

/** POST /marketplace/EditTrainingLevelCareerPath. */
export const editTrainingLevel = (input: EditTrainingLevel) =>
  api.post('/marketplace/EditTrainingLevelCareerPath', input)

export const useEditTrainingLevel = () => useCareerMutation(editTrainingLevel)
