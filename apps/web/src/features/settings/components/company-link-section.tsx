import { Button, Text } from '@mantine/core'
import { IconArrowRight, IconBuildingCommunity } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SettingsSection } from './settings-section'

/** §2 "company link": invitations, memberships, public or private profile and unlinking live on the relations screen. */
export function CompanyLinkSection({ id }: { id: string }) {
  const { t } = useTranslation('settings')
  return (
    <SettingsSection id={id} title={t('company_link.title')} icon={<IconBuildingCommunity size={22} />}>
      <Text size="sm">{t('company_link.body')}</Text>
      <Button
        component={Link}
        to="/talent/account/relations"
        variant="default"
        mt="sm"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {t('company_link.link')}
      </Button>
    </SettingsSection>
  )
}
