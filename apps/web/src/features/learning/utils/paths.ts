import { pathOf } from '../../../config/paths'

/** The learning screens' addresses, from the one route table (config/paths.ts). */
export const LEARNING_PATHS = {
  search: pathOf('trainings'),
  training: pathOf('training'),
  modules: pathOf('training_detail'),
  course: pathOf('training_course'),
  saved: pathOf('talent_account_saved_trainings'),
  progress: pathOf('talent_account_training_progress'),
} as const

export const trainingPath = (id: number) => `${LEARNING_PATHS.training}?id=${id}`
export const modulesPath = (id: number) => `${LEARNING_PATHS.modules}?id=${id}`
export const coursePath = (courseId: number) => `${LEARNING_PATHS.course}?id=${courseId}`

/** A positive integer id from the address, or undefined. */
export function idFromParams(params: URLSearchParams): number | undefined {
  const value = Number(params.get('id'))
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined
}
