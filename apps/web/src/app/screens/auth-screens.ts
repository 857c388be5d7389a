import { withTimeout } from '../../lib/with-timeout'
import { CHUNK_LOAD_TIMEOUT_MS } from '../route-rules'
import { page, type ScreenRegistry } from './screen-registry'

/** Account access screens (sign-in, sign-up, activation, recovery, e-mail change, SSO) and the development outbox. */
export const AUTH_SCREENS: ScreenRegistry = {
  sign_in: {
    lazy: {
      // A loader's failure reaches the error boundary by itself, so it only needs the timeout.
      loader: async () =>
        (await withTimeout(import('../../features/auth/routes/sign-in'), CHUNK_LOAD_TIMEOUT_MS)).signInLoader,
      Component: page(
        () => import('../../features/auth/routes/sign-in'),
        (module) => module.SignInRoute,
      ),
    },
  },
  sign_up: {
    lazy: {
      Component: page(
        () => import('../../features/auth/routes/sign-up'),
        (module) => module.SignUpRoute,
      ),
    },
  },
  multi_step_sign_up: {
    lazy: {
      Component: page(
        () => import('../../features/auth/routes/multi-step-sign-up'),
        (module) => module.MultiStepSignUpRoute,
      ),
    },
  },
  sign_up_company: {
    lazy: {
      Component: page(
        () => import('../../features/auth/routes/sign-up-company'),
        (module) => module.SignUpCompanyRoute,
      ),
    },
  },
  confirm_account: {
    lazy: {
      Component: page(
        () => import('../../features/auth/routes/confirm-account'),
        (module) => module.ConfirmAccountRoute,
      ),
    },
  },
  password_recovery: {
    lazy: {
      Component: page(
        () => import('../../features/auth/routes/password-recovery'),
        (module) => module.PasswordRecoveryRoute,
      ),
    },
  },
  auth_reset: {
    lazy: {
      Component: page(
        () => import('../../features/auth/routes/reset-password'),
        (module) => module.ResetPasswordRoute,
      ),
    },
  },
  change_email: {
    lazy: {
      Component: page(
        () => import('../../features/auth/routes/change-email'),
        (module) => module.ChangeEmailRoute,
      ),
    },
  },
  sso: {
    lazy: {
      loader: async () =>
        (await withTimeout(import('../../features/auth/routes/sso'), CHUNK_LOAD_TIMEOUT_MS)).ssoLoader,
      Component: page(
        () => import('../../features/auth/routes/sso'),
        (module) => module.SsoRoute,
      ),
    },
  },
  dev_outbox: {
    lazy: {
      Component: page(
        () => import('../../features/auth/routes/dev-outbox'),
        (module) => module.DevOutboxRoute,
      ),
    },
  },
}
