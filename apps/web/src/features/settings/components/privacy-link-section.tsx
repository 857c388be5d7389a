import { Button } from '@mantine/core'
import { IconArrowRight, IconEye } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SettingsSection } from './settings-section'

/** Talent settings point to the privacy screen, where consent and visibility live (§2 AccountPrivacity). */
export function PrivacyLinkSection({ id, to }: { id: string; to: string }) {
  const { t } = useTranslation('settings')
  return (
    <SettingsSection
      id={id}
      title={t('privacy.link_title')}
      description={t('privacy.link_description')}
      icon={<IconEye size={22} />}
    >
      <Button component={Link} to={to} variant="default" rightSection={<IconArrowRight size={18} aria-hidden />}>
        {t('privacy.link')}
      </Button>
    </SettingsSection>
  )
}
