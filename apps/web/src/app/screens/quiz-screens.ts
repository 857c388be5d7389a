import { page, type ScreenRegistry } from './screen-registry'

/** The role-discovery quiz (§1, §4 "sequential questions, then results"). */
export const QUIZ_SCREENS: ScreenRegistry = {
  talent_account_profile_nist_nice_quiz: {
    lazy: {
      Component: page(
        () => import('../../features/quiz/routes/nist-nice-quiz'),
        (module) => module.NistNiceQuizRoute,
      ),
    },
  },
}
