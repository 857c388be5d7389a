import { Alert, Anchor, Group, Text } from '@mantine/core'
import { IconRocket } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Where plans are compared and bought (§2: the toolbar hides there). */
export const PLANS_PATH = '/subscriptions'

/**
 * What a plan does not include, said plainly, with the way to a plan that does. `message` is the API's translated
 * refusal, or the screen's own words when it knows in advance (a disabled filter, a preview).
 */
export function PlanUpgradeAlert({ message, title }: { message: string; title?: string }) {
  const { t } = useTranslation('components')
  return (
    <Alert color="grape" icon={<IconRocket aria-hidden />} title={title ?? t('plan_upgrade.title')} role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{message}</Text>
        {/* The theme's link blue is 4.3:1 on the light grape background; the alert's own dark grape reads at AA. */}
        <Anchor component={Link} to={PLANS_PATH} fw={600} size="sm" c="grape.9">
          {t('plan_upgrade.action')}
        </Anchor>
      </Group>
    </Alert>
  )
}
