import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import { IconArrowRight, IconBriefcase, IconPlus } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadFailed } from '../../../components/ui/query-status'
import { useAllCompanyJobs } from '../api/list-company-jobs'
import { summarizeHiring, type HiringSummary } from '../utils/dashboard'
import { COMPANY_PATHS } from '../utils/paths'
import { ApplicantsChart } from './applicants-chart'
import layout from '../../../components/ui/layout.module.css'
import classes from './company.module.css'

const STATUS_ROLE = 'status'

/** The numbers at the top: open jobs, every candidate, and those hired. */
function HiringStats({ summary }: { summary: HiringSummary }) {
  const { t } = useTranslation('company')
  const stats = [
    { key: 'open', label: t('dashboard.open_jobs'), value: summary.openJobs },
    { key: 'jobs', label: t('dashboard.total_jobs'), value: summary.totalJobs },
    { key: 'candidates', label: t('dashboard.total_candidates'), value: summary.totalApplicants },
    { key: 'hired', label: t('dashboard.hired'), value: summary.byStatus[3] },
  ]
  return (
    <dl className={classes.stats}>
      {stats.map((stat) => (
        <div key={stat.key} className={classes.stat}>
          <dt className={classes.statLabel}>{stat.label}</dt>
          <dd className={classes.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** No jobs yet: what the dashboard will show, and the way to post the first job. */
function NoJobs() {
  const { t } = useTranslation('company')
  return (
    <div className={layout.empty}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <IconBriefcase size={28} aria-hidden />
        <div>
          <Text fw={600}>{t('dashboard.empty_title')}</Text>
          <Text size="sm" c="dimmed" mt={4} mb="sm">
            {t('dashboard.empty_body')}
          </Text>
          <Button component={Link} to={COMPANY_PATHS.newJob} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('dashboard.post_job')}
          </Button>
        </div>
      </Group>
    </div>
  )
}

export interface HiringDashboardProps {
  /** Draws only the first jobs (open ones, most candidates first) and links to the full dashboard. */
  maxJobs?: number
  /** The chart's heading level, under the section it sits in. */
  headingOrder?: 2 | 3
}

/**
 * The company's hiring at a glance (§1 companies view candidates): open jobs, candidates, and each job's candidates
 * per communication status (§3), each job leading to its candidates.
 */
export function HiringDashboard({ maxJobs, headingOrder = 2 }: HiringDashboardProps) {
  const { t } = useTranslation('company')
  const jobs = useAllCompanyJobs()
  const summary = useMemo(() => (jobs.data ? summarizeHiring(jobs.data.jobs) : undefined), [jobs.data])

  if (!summary || !jobs.data) {
    if (jobs.error) {
      return (
        <LoadFailed
          title={t('dashboard.load_failed')}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          isRetrying={jobs.isFetching}
          retryLabel={t('actions.retry')}
        />
      )
    }
    return (
      <div role={STATUS_ROLE}>
        <Text size="sm" c="dimmed">
          {t('dashboard.loading')}
        </Text>
        <Stack gap="sm" mt="sm" aria-hidden>
          <Skeleton height={72} />
          <Skeleton height={26} />
          <Skeleton height={26} />
        </Stack>
      </div>
    )
  }
  if (summary.totalJobs === 0) return <NoJobs />

  const rows = maxJobs === undefined ? summary.jobs : summary.jobs.slice(0, maxJobs)
  const hidden = summary.jobs.length - rows.length
  return (
    <Stack gap="xl">
      <HiringStats summary={summary} />
      <ApplicantsChart summary={summary} rows={rows} headingOrder={headingOrder} />
      {jobs.data.total > jobs.data.jobs.length ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.truncated', { shown: jobs.data.jobs.length, total: jobs.data.total })}
        </Text>
      ) : null}
      {hidden > 0 ? (
        <Anchor component={Link} to={COMPANY_PATHS.dashboard} fw={600}>
          <Group gap={6} component="span">
            {t('dashboard.see_all', { count: summary.jobs.length })}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  )
}
