import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../hooks/use-page-title'
import { PrivacySection, TALENT_PRIVACY_CHOICES } from '../components/privacy-section'
import { SettingsPage } from '../components/settings-page'

/** /talent/account/AccountPrivacity: data-sharing consent, top-talent visibility and marketing consent (§2, §6). */
export function TalentPrivacyRoute() {
  const { t } = useTranslation(['settings', 'validation', 'common'])
  const title = t('common:page.talent_account_privacy')
  usePageTitle(title)
  return (
    <SettingsPage title={title} intro={t('intro.privacy')} links={[]}>
      <PrivacySection
        id="privacy"
        title={t('privacy.section_title')}
        description={t('privacy.section_description')}
        choices={TALENT_PRIVACY_CHOICES}
      />
    </SettingsPage>
  )
}
