import { Progress, Text } from '@mantine/core'
import { IconGauge } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { PlanLimits, PlanUsage } from '@sentinela/shared/schemas/billing'
import { SectionCard } from '../../../components/ui/section-card'
import classes from './billing.module.css'

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t } = useTranslation('billing')
  const value = limit === null || limit === 0 ? 0 : Math.min(100, Math.round((used / limit) * 100))
  const full = limit !== null && limit > 0 && used >= limit
  const words =
    limit === null ? t('subscription.usage_unlimited', { used }) : t('subscription.usage_of', { used, limit })
  return (
    <li>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {words}
      </Text>
      <Progress.Root size="md" mt={4}>
        <Progress.Section value={value} color={full ? 'red.8' : 'teal.8'} aria-label={label} aria-valuetext={words} />
      </Progress.Root>
    </li>
  )
}

/** How much of each counted limit the company uses now, with progress bars. */
export function UsageCard({ usage, limits }: { usage: PlanUsage; limits: PlanLimits }) {
  const { t } = useTranslation('billing')
  return (
    <SectionCard
      id="usage"
      title={t('subscription.usage_title')}
      description={t('subscription.usage_description')}
      icon={<IconGauge size={22} />}
    >
      <ul className={classes.usage}>
        <Meter label={t('subscription.usage_jobs')} used={usage.publishedJobs} limit={limits.jobs} />
        <Meter label={t('subscription.usage_users')} used={usage.platformUsers} limit={limits.platformUsers} />
        <Meter
          label={t('subscription.usage_contacts')}
          used={usage.contactsThisMonth}
          limit={limits.contactsPerMonth}
        />
      </ul>
    </SectionCard>
  )
}
