import { Text } from '@mantine/core'
import { IconBuildingCommunity } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { SettingsSection } from './settings-section'

/** §2 "company link" belongs to the cyber team feature, which is not built yet: an honest note, no invented data. */
export function CompanyLinkSection({ id }: { id: string }) {
  const { t } = useTranslation('settings')
  return (
    <SettingsSection id={id} title={t('company_link.title')} icon={<IconBuildingCommunity size={22} />}>
      <Text size="sm">{t('company_link.body')}</Text>
    </SettingsSection>
  )
}
