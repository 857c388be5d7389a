import { Button, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { PATHS } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useConfirmAccount } from '../api/confirm-account'
import { OutcomeMessage } from '../components/outcome-message'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in'
import { readToken } from '../utils/read-token'

/**
 * /account/confirm_account/ (§2, §4): the e-mailed activation link. It activates the account as it opens, which also
 * signs the person in, and goes on to their overview.
 */
export function ConfirmAccountRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation(['common', 'errors'])
  usePageTitle(tCommon('page.confirm_account'))
  const { token: segment } = useParams()
  const { search } = useLocation()
  const token = readToken(search, segment)
  const { mutate, error, isError } = useConfirmAccount()
  const completeSignIn = useCompleteSignIn()
  const hasStarted = useRef(false)

  useEffect(() => {
    // A link works once: the call must not repeat (StrictMode runs effects twice in development).
    if (hasStarted.current || !token) return
    hasStarted.current = true
    mutate(token, {
      onSuccess: (signedIn) =>
        completeSignIn(signedIn, {
          welcome: { title: t('confirm_account.success_title'), message: t('confirm_account.success_body') },
        }),
    })
  }, [token, mutate, completeSignIn, t])

  if (!token || isError) {
    return (
      <OutcomeMessage
        icon={<IconAlertTriangle size={34} stroke={1.6} />}
        title={t('confirm_account.failed_title')}
        body={
          <Stack gap={4} component="span">
            <Text component="span" fw={600} c="red.8">
              {error?.message ?? tCommon('errors:token_invalid')}
            </Text>
            <Text component="span">{t('confirm_account.failed_body')}</Text>
          </Stack>
        }
        actions={
          <Button component={Link} to={PATHS.signIn}>
            {t('confirm_account.sign_in')}
          </Button>
        }
      />
    )
  }
  return <OutcomeMessage isWorking title={t('confirm_account.working')} />
}
