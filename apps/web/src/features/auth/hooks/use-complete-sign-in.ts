import { notifications } from '@mantine/notifications'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PATHS } from '../../../config/paths'
import { NEXT_PARAM, safeReturnPath } from '../../../lib/return-path'
import { saveSession, toRole } from '../../../lib/session'
import type { SignedIn } from '../api/sign-in'

const WARNING_COLOR = 'yellow'
const SUCCESS_COLOR = 'teal'

export interface CompleteSignInOptions {
  /** A success line to show on arrival (an account just activated). */
  welcome?: { title: string; message: string }
}

/**
 * What follows a sign-in, an activation or a provider sign-in (§4): keep role and subscription name, warn when the
 * password expires soon, and go back to the page that asked for a sign-in (`?next=`), else to `/`, where the route
 * rules pick the talent or company overview (§2).
 */
export function useCompleteSignIn() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const returnTo = safeReturnPath(params.get(NEXT_PARAM))
  return useCallback(
    (
      signedIn: Pick<SignedIn, 'role' | 'subscriptionName' | 'passwordExpiresInDays'>,
      options: CompleteSignInOptions = {},
    ) => {
      saveSession({ role: toRole(signedIn.role), subscriptionName: signedIn.subscriptionName })
      if (options.welcome) notifications.show({ color: SUCCESS_COLOR, ...options.welcome })
      if (signedIn.passwordExpiresInDays !== null) {
        // §4: an expiring password warns with the days left (PRODUCT.md: in its last 14 days).
        notifications.show({
          color: WARNING_COLOR,
          title: t('sign_in.expires_title'),
          message: t('sign_in.expires', { count: signedIn.passwordExpiresInDays }),
          autoClose: 15_000,
        })
      }
      void navigate(returnTo ?? PATHS.home, { replace: true })
    },
    [navigate, returnTo, t],
  )
}
