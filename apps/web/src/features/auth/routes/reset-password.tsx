import { Alert, Button } from '@mantine/core'
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { TokenParamsSchema } from '@sentinela/shared/schemas/accounts'
import { PATHS } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import { AuthPage } from '../components/auth-page'
import { OutcomeMessage } from '../components/outcome-message'
import { ResetPasswordForm } from '../components/reset-password-form'
import { readToken } from '../utils/read-token'

const WARNING_COLOR = 'yellow'
const STATUS_ROLE = 'status'

function isExpiredPasswordVisit(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { reason?: unknown }).reason === 'password_expired'
}

/**
 * /auth/reset/ (§2): a new password from the e-mailed link, or from sign-in when the password expired (§4), in which
 * case the page says why the person is here.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(tCommon('page.auth_reset'))
  const { token: segment } = useParams()
  const location = useLocation()
  const token = readToken(location.search, segment)

  if (!TokenParamsSchema.safeParse({ token }).success) {
    return (
      <OutcomeMessage
        icon={<IconAlertTriangle size={34} stroke={1.6} />}
        title={t('reset_password.invalid_title')}
        body={t('reset_password.invalid_body')}
        actions={
          <Button component={Link} to={PATHS.passwordRecovery}>
            {t('reset_password.request_new')}
          </Button>
        }
      />
    )
  }

  return (
    <AuthPage title={t('reset_password.title')} subtitle={t('reset_password.body')}>
      {isExpiredPasswordVisit(location.state) ? (
        <Alert
          color={WARNING_COLOR}
          role={STATUS_ROLE}
          title={t('reset_password.expired_title')}
          icon={<IconClockExclamation aria-hidden />}
        >
          {t('reset_password.expired_body')}
        </Alert>
      ) : null}
      <ResetPasswordForm token={token} />
    </AuthPage>
  )
}
