import { page, type ScreenRegistry } from './screen-registry'

/** The résumé builder and the talent's documents (#20). */
export const RESUME_SCREENS: ScreenRegistry = {
  builder: {
    lazy: {
      Component: page(
        () => import('../../features/resume/routes/builder'),
        (module) => module.BuilderRoute,
      ),
    },
  },
  talent_profile_documents: {
    lazy: {
      Component: page(
        () => import('../../features/resume/routes/documents'),
        (module) => module.DocumentsRoute,
      ),
    },
  },
}
