import { useTranslation } from 'react-i18next'
import { pathOf } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import type { Role } from '../../../lib/session'
import { useAccount } from '../api/get-account'
import { CommunicationSection } from '../components/communication-section'
import { CompanyLinkSection } from '../components/company-link-section'
import { DataExportSection } from '../components/data-export-section'
import { DeleteAccountSection } from '../components/delete-account-section'
import { EmailSection } from '../components/email-section'
import { LanguageSection } from '../components/language-section'
import { MessageNotificationsSection } from '../components/message-notifications-section'
import { PasswordSection } from '../components/password-section'
import { COMPANY_PRIVACY_CHOICES, PrivacySection } from '../components/privacy-section'
import { PrivacyLinkSection } from '../components/privacy-link-section'
import { SecondaryEmailSection } from '../components/secondary-email-section'
import { SecurityActivitySection } from '../components/security-activity-section'
import { SessionsSection } from '../components/sessions-section'
import { SettingsPage } from '../components/settings-page'
import { SignInMethodsSection } from '../components/sign-in-methods-section'
import { TwoStepSection } from '../components/two-step-section'

const PRIVACY_PATH = pathOf('talent_account_privacy')

/**
 * Talent and company settings share one screen (§2): a company has no talent-only privacy choices (marketing consent
 * only, shown here) and no company link.
 */
function AccountSettings({ userRole }: { userRole: Role }) {
  // The validation catalog is loaded with the page, so the forms' messages never wait.
  const { t } = useTranslation(['settings', 'validation', 'common', 'messages', 'alerts'])
  const isTalent = userRole === 'talent'
  const title = t(isTalent ? 'common:page.talent_account_settings' : 'common:page.company_account_settings')
  usePageTitle(title)
  const account = useAccount(userRole)
  const email = account.data?.email

  const links = [
    { id: 'sign-in', label: t('sign_in.title') },
    { id: 'two-step', label: t('two_step.title') },
    { id: 'password', label: t('password.title') },
    { id: 'email', label: t('email.title') },
    { id: 'recovery-email', label: t('secondary_email.title') },
    { id: 'communication', label: t('communication.title') },
    { id: 'message-notifications', label: t('messages:settings.title') },
    { id: 'language', label: t('language.title') },
    { id: 'privacy', label: isTalent ? t('privacy.link_title') : t('privacy.company_title') },
    ...(isTalent ? [{ id: 'company-link', label: t('company_link.title') }] : []),
    { id: 'sessions', label: t('sessions.title') },
    { id: 'activity', label: t('activity.title') },
    ...(isTalent ? [{ id: 'take-my-data', label: t('alerts:export.title') }] : []),
    { id: 'delete-account', label: t('delete.title') },
  ]

  return (
    <SettingsPage
      title={title}
      intro={isTalent ? t('intro.talent_settings') : t('intro.company_settings')}
      links={links}
    >
      <SignInMethodsSection id="sign-in" />
      <TwoStepSection id="two-step" email={email} />
      <PasswordSection id="password" account={account} />
      <EmailSection id="email" email={email} />
      <SecondaryEmailSection id="recovery-email" account={account} />
      <CommunicationSection id="communication" userRole={userRole} />
      <MessageNotificationsSection id="message-notifications" />
      <LanguageSection id="language" />
      {isTalent ? (
        <PrivacyLinkSection id="privacy" to={PRIVACY_PATH} />
      ) : (
        <PrivacySection
          id="privacy"
          title={t('privacy.company_title')}
          description={t('privacy.company_description')}
          choices={COMPANY_PRIVACY_CHOICES}
        />
      )}
      {isTalent ? <CompanyLinkSection id="company-link" /> : null}
      <SessionsSection id="sessions" />
      <SecurityActivitySection id="activity" />
      {isTalent ? <DataExportSection id="take-my-data" /> : null}
      <DeleteAccountSection id="delete-account" />
    </SettingsPage>
  )
}

/** /talent/account/settings */
export function TalentSettingsRoute() {
  return <AccountSettings userRole="talent" />
}

/** /company/account/settings */
export function CompanySettingsRoute() {
  return <AccountSettings userRole="company" />
}
