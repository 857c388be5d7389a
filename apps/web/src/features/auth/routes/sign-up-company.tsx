import { Anchor, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '../../../hooks/use-page-title'
import { AuthPage } from '../components/auth-page'
import { CheckEmail } from '../components/check-email'
import { CompanySignUpForm } from '../components/company-sign-up-form'
import { SIGN_UP_PATHS } from '../utils/account-paths'

/** /sign-up-company (§2): the company and its main admin, then where the activation link went. */
export function SignUpCompanyRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(tCommon('page.sign_up_company'))
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  if (registeredEmail) return <CheckEmail email={registeredEmail} />
  return (
    <AuthPage title={t('company_sign_up.title')} subtitle={t('company_sign_up.subtitle')}>
      <CompanySignUpForm onRegistered={setRegisteredEmail} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to={SIGN_UP_PATHS.talent} fw={600}>
          {t('company_sign_up.talent_instead')}
        </Anchor>
      </Text>
    </AuthPage>
  )
}
