import { Anchor, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '../../../hooks/use-page-title'
import { AuthPage } from '../components/auth-page'
import { CheckEmail } from '../components/check-email'
import { TalentSignUpForm } from '../components/talent-sign-up-form'
import { SIGN_UP_PATHS } from '../utils/account-paths'

/** /multi-step-sign-up (§2): the talent registration stepper, then where the activation link went. */
export function MultiStepSignUpRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(tCommon('page.multi_step_sign_up'))
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  if (registeredEmail) return <CheckEmail email={registeredEmail} />
  return (
    <AuthPage title={t('talent_sign_up.title')} subtitle={t('talent_sign_up.subtitle')}>
      <TalentSignUpForm onRegistered={setRegisteredEmail} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to={SIGN_UP_PATHS.company} fw={600}>
          {t('talent_sign_up.company_instead')}
        </Anchor>
      </Text>
    </AuthPage>
  )
}
