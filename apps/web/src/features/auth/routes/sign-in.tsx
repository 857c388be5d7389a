import { Alert, Anchor } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLoaderData } from 'react-router'
import { PATHS } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import { takeSessionNotice, type SessionNotice } from '../../../lib/session'
import { AuthLinks, AuthPage } from '../components/auth-page'
import { ProviderButtons } from '../components/provider-buttons'
import { SignInForm } from '../components/sign-in-form'
import { takeAuthNotice } from '../utils/auth-notice'

const NOTICE_COLOR = 'red'
const SUCCESS_COLOR = 'teal'
/** Good news is a standing notice, not an interruption: `status`, where Mantine's Alert defaults to `alert`. */
const STATUS_ROLE = 'status'

/**
 * Picks up the one-shot notices: "Not authenticated" after a purge (§8), "password reset" after a reset. A loader
 * runs once per visit to the page, so a reload does not show them again.
 */
export function signInLoader() {
  return { notice: takeSessionNotice(), authNotice: takeAuthNotice() }
}

/**
 * Why the session ended, in the `errors` catalog's words: that catalog is fetched only when there is a notice, so a
 * plain visit to /sign-in does not download it (issue #13).
 */
function SessionNoticeAlert({ title, notice }: { title: string; notice: SessionNotice }) {
  const { t } = useTranslation('errors')
  return (
    <Alert color={NOTICE_COLOR} title={title} icon={<IconAlertCircle aria-hidden />}>
      {t(notice)}
    </Alert>
  )
}

/** /sign-in (§2): e-mail and password, a second step when the account has one, and the configured providers. */
export function SignInRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation('common')
  const { notice, authNotice } = useLoaderData<typeof signInLoader>()
  usePageTitle(tCommon('page.sign_in'))
  return (
    <AuthPage title={t('sign_in.title')} subtitle={t('sign_in.product_line')}>
      {notice ? <SessionNoticeAlert title={t('sign_in.notice_title')} notice={notice} /> : null}
      {authNotice === 'password_reset' ? (
        <Alert
          color={SUCCESS_COLOR}
          role={STATUS_ROLE}
          title={t('sign_in.password_reset_title')}
          icon={<IconCircleCheck aria-hidden />}
        >
          {t('sign_in.password_reset_body')}
        </Alert>
      ) : null}

      <SignInForm />
      <ProviderButtons />

      <AuthLinks>
        <Anchor component={Link} to={PATHS.signUp}>
          {t('sign_in.create_account')}
        </Anchor>
        <Anchor component={Link} to={PATHS.passwordRecovery}>
          {t('sign_in.forgot_password')}
        </Anchor>
      </AuthLinks>
    </AuthPage>
  )
}
