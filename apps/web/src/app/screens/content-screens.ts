import { page, type ScreenRegistry } from './screen-registry'

/** Content (#15): Sentinela Sessions, blog posts, the beginner path, Community, and the operator's back office. */
export const CONTENT_SCREENS: ScreenRegistry = {
  sentinela_sessions: {
    lazy: {
      Component: page(
        () => import('../../features/content/routes/sentinela-sessions'),
        (module) => module.SentinelaSessionsRoute,
      ),
    },
  },
  blog_post: {
    lazy: {
      Component: page(
        () => import('../../features/content/routes/blog-post'),
        (module) => module.BlogPostRoute,
      ),
    },
  },
  start_your_cyber_career_here: {
    lazy: {
      Component: page(
        () => import('../../features/content/routes/start-here'),
        (module) => module.StartHereRoute,
      ),
    },
  },
  talent_account_community: {
    lazy: {
      Component: page(
        () => import('../../features/content/routes/community'),
        (module) => module.CommunityRoute,
      ),
    },
  },
  operator_home: {
    lazy: {
      Component: page(
        () => import('../../features/operator/routes/operator-home'),
        (module) => module.OperatorHomeRoute,
      ),
    },
  },
  operator_two_step: {
    lazy: {
      Component: page(
        () => import('../../features/operator/routes/two-step'),
        (module) => module.OperatorTwoStepRoute,
      ),
    },
  },
  operator_post_new: {
    lazy: {
      Component: page(
        () => import('../../features/operator/routes/post-editor'),
        (module) => module.PostEditorRoute,
      ),
    },
  },
  operator_post_edit: {
    lazy: {
      Component: page(
        () => import('../../features/operator/routes/post-editor'),
        (module) => module.PostEditorRoute,
      ),
    },
  },
}
