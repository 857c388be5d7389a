import { Badge, Group } from '@mantine/core'
import { IconBookmarkFilled, IconCircleCheck, IconClockX, IconLock, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'

type Marked = Pick<JobSummary, 'savedAt' | 'appliedAt' | 'expired' | 'status' | 'privacy'>

/**
 * What a job is to the person looking: saved, applied to (§4 date stamps), and whether it is still open (an expired
 * job, a draft) or internal. Badges with words, never colour alone.
 */
export function JobMarks({ job, showPersonal = true }: { job: Marked; showPersonal?: boolean }) {
  const { t } = useTranslation('jobs')
  const marks = [
    showPersonal && job.appliedAt ? (
      <Badge key="applied" color="teal.9" leftSection={<IconCircleCheck size={14} aria-hidden />}>
        {t('marks.applied')}
      </Badge>
    ) : null,
    showPersonal && job.savedAt ? (
      <Badge key="saved" color="indigo.7" leftSection={<IconBookmarkFilled size={14} aria-hidden />}>
        {t('marks.saved')}
      </Badge>
    ) : null,
    job.expired ? (
      <Badge key="expired" color="red.9" leftSection={<IconClockX size={14} aria-hidden />}>
        {t('marks.expired')}
      </Badge>
    ) : null,
    job.status === 'draft' ? (
      <Badge key="draft" color="gray.8" leftSection={<IconPencil size={14} aria-hidden />}>
        {t('marks.draft')}
      </Badge>
    ) : null,
    job.privacy === 'private' ? (
      <Badge key="private" color="navy.7" leftSection={<IconLock size={14} aria-hidden />}>
        {t('marks.private')}
      </Badge>
    ) : null,
  ].filter(Boolean)
  if (marks.length === 0) return null
  return <Group gap={6}>{marks}</Group>
}
