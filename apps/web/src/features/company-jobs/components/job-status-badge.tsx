import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'

/** Draft, Published, or Expired for a published job past its expiration date (§4); dark shades keep AA contrast. */
export function JobStatusBadge({ job }: { job: Pick<JobSummary, 'status' | 'expired'> }) {
  const { t } = useTranslation(['company-jobs', 'options'])
  if (job.status === 'published' && job.expired) {
    return <Badge color="orange.9">{t('status.expired')}</Badge>
  }
  return <Badge color={job.status === 'published' ? 'teal.9' : 'gray.7'}>{t(`options:job_status.${job.status}`)}</Badge>
}
