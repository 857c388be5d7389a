import { page, type ScreenRegistry } from './screen-registry'

/** Learning screens: the training catalogue, a training, its modules, saved trainings and progress (§2, §4). */
export const LEARNING_SCREENS: ScreenRegistry = {
  trainings: {
    lazy: {
      Component: page(
        () => import('../../features/learning/routes/trainings-search'),
        (module) => module.TrainingsSearchRoute,
      ),
    },
  },
  training: {
    lazy: {
      Component: page(
        () => import('../../features/learning/routes/training-detail'),
        (module) => module.TrainingDetailRoute,
      ),
    },
  },
  training_detail: {
    lazy: {
      Component: page(
        () => import('../../features/learning/routes/training-modules'),
        (module) => module.TrainingModulesRoute,
      ),
    },
  },
  training_course: {
    lazy: {
      Component: page(
        () => import('../../features/learning/routes/training-course'),
        (module) => module.TrainingCourseRoute,
      ),
    },
  },
  talent_account_saved_trainings: {
    lazy: {
      Component: page(
        () => import('../../features/learning/routes/saved-trainings'),
        (module) => module.SavedTrainingsRoute,
      ),
    },
  },
  talent_account_training_progress: {
    lazy: {
      Component: page(
        () => import('../../features/learning/routes/training-progress'),
        (module) => module.TrainingProgressRoute,
      ),
    },
  },
}
