import { Anchor, Button } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PATHS } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import { AuthLinks, AuthPage } from '../components/auth-page'
import { OutcomeMessage } from '../components/outcome-message'
import { PasswordRecoveryForm } from '../components/password-recovery-form'

/**
 * /password-recovery (§2): asks for the reset link. The answer is the same whether or not the address has an account,
 * so the page never reveals who is registered.
 */
export function PasswordRecoveryRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(tCommon('page.password_recovery'))
  const [sentTo, setSentTo] = useState<string | null>(null)
  if (sentTo) {
    return (
      <OutcomeMessage
        icon={<IconMailForward size={34} stroke={1.6} />}
        title={t('password_recovery.sent_title')}
        body={t('password_recovery.sent_body', { email: sentTo })}
        actions={
          <Button component={Link} to={PATHS.signIn} variant="default">
            {t('password_recovery.back')}
          </Button>
        }
      />
    )
  }
  return (
    <AuthPage title={t('password_recovery.title')} subtitle={t('password_recovery.body')}>
      <PasswordRecoveryForm onSent={setSentTo} />
      <AuthLinks>
        <Anchor component={Link} to={PATHS.signIn}>
          {t('password_recovery.back')}
        </Anchor>
      </AuthLinks>
    </AuthPage>
  )
}
