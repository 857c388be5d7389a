import { Button, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { PATHS } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import { readSession } from '../../../lib/session'
import { useConfirmEmailChange } from '../api/confirm-email-change'
import { OutcomeMessage } from '../components/outcome-message'
import { readToken } from '../utils/read-token'
import { settingsPath } from '../utils/account-paths'

/** /change/ (§2, §5): the link sent to a new address confirms the e-mail change as it opens. */
export function ChangeEmailRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation(['common', 'errors'])
  usePageTitle(tCommon('page.change_email'))
  const { token: segment } = useParams()
  const { search } = useLocation()
  const token = readToken(search, segment)
  const { mutate, data, error, isError } = useConfirmEmailChange()
  const hasStarted = useRef(false)

  useEffect(() => {
    // A link works once: the call must not repeat (StrictMode runs effects twice in development).
    if (hasStarted.current || !token) return
    hasStarted.current = true
    mutate(token)
  }, [token, mutate])

  const session = readSession()
  const next = session ? (
    <Button component={Link} to={settingsPath(session.role)}>
      {t('change_email.settings')}
    </Button>
  ) : (
    <Button component={Link} to={PATHS.signIn}>
      {t('change_email.sign_in')}
    </Button>
  )

  if (!token || isError) {
    return (
      <OutcomeMessage
        icon={<IconAlertTriangle size={34} stroke={1.6} />}
        title={t('change_email.failed_title')}
        body={
          <Stack gap={4} component="span">
            <Text component="span" fw={600} c="red.8">
              {error?.message ?? tCommon('errors:token_invalid')}
            </Text>
            <Text component="span">{t('change_email.failed_body')}</Text>
          </Stack>
        }
        actions={next}
      />
    )
  }
  if (data) {
    return (
      <OutcomeMessage
        icon={<IconMailCheck size={34} stroke={1.6} />}
        title={t('change_email.success_title')}
        body={t('change_email.success_body', { email: data.email })}
        actions={next}
      />
    )
  }
  return <OutcomeMessage isWorking title={t('change_email.working')} />
}
