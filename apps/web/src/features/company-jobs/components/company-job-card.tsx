import { Badge, Button, Paper, Title } from '@mantine/core'
import {
  IconCalendarEvent,
  IconCash,
  IconEye,
  IconMapPin,
  IconPencil,
  IconSwitchHorizontal,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompanyJob } from '@sentinela/shared/schemas/jobs'
import { optionLabel } from '../utils/option-label'
import { countryName, formatDate, formatSalaryRange, joinPresent } from '../utils/format'
import { editJobPath, jobDetailPath, pipelinePath } from '../utils/paths'
import { JobStatusBadge } from './job-status-badge'
import { StatusCounts } from './status-counts'
import shared from './shared.module.css'
import classes from './company-job-card.module.css'

export interface CompanyJobCardProps {
  job: CompanyJob
  onChangeStatus: (job: CompanyJob) => void
  onDelete: (job: CompanyJob) => void
}

/** One of the company's jobs: what it is, where it stands, its candidates per status, and what can be done with it. */
export function CompanyJobCard({ job, onChangeStatus, onDelete }: CompanyJobCardProps) {
  const { t, i18n } = useTranslation(['company-jobs', 'options'])
  const titleId = useId()
  const countsId = useId()
  const language = i18n.language
  const location = joinPresent([job.city, countryName(job.country, language)])
  const salary = formatSalaryRange(job, language, {
    from: (amount) => t('salary.from', { amount }),
    upTo: (amount) => t('salary.up_to', { amount }),
  })
  const expiration = formatDate(job.expirationDate, language)
  const place = joinPresent([location, optionLabel(t, 'modality', job.modality)], ' · ')
  const employment = optionLabel(t, 'employment_type', job.employmentType)

  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <div className={classes.jobCard}>
        <div>
          <div className={classes.jobTitleRow}>
            <Title order={2} size="h4" id={titleId} className={shared.jobTitle}>
              {job.jobTitle}
            </Title>
            <JobStatusBadge job={job} />
            <Badge color="navy.7" size="md">
              {t(`options:job_privacy.${job.privacy}`)}
            </Badge>
          </div>
          <ul className={shared.meta}>
            <li>
              <IconMapPin size={16} aria-hidden />
              {place}
            </li>
            <li>{employment}</li>
            {salary ? (
              <li>
                <IconCash size={16} aria-hidden />
                {salary}
              </li>
            ) : null}
            <li>
              <IconCalendarEvent size={16} aria-hidden />
              {job.expired
                ? t('list.expired_on', { date: expiration })
                : job.status === 'published'
                  ? t('list.published_until', { date: expiration })
                  : t('list.draft_until', { date: expiration })}
            </li>
          </ul>
          <div className={classes.jobActions}>
            <Button
              component={Link}
              to={editJobPath(job.id)}
              size="xs"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={t('list.edit', { title: job.jobTitle })}
            >
              {t('actions.edit')}
            </Button>
            <Button
              component={Link}
              to={pipelinePath(job.id)}
              size="xs"
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
              aria-label={t('list.view_candidates_of', { title: job.jobTitle })}
            >
              {t('list.view_candidates')}
            </Button>
            {job.status === 'published' && !job.expired ? (
              <Button
                component={Link}
                to={jobDetailPath(job.id)}
                size="xs"
                variant="default"
                leftSection={<IconEye size={16} aria-hidden />}
                aria-label={t('list.view_public_of', { title: job.jobTitle })}
              >
                {t('list.view_public')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
              aria-label={t('list.change_status_of', { title: job.jobTitle })}
              onClick={() => onChangeStatus(job)}
            >
              {t('list.change_status')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTrash size={16} color="var(--mantine-color-red-9)" aria-hidden />}
              aria-label={t('list.delete', { title: job.jobTitle })}
              onClick={() => onDelete(job)}
            >
              {t('actions.delete')}
            </Button>
          </div>
        </div>
        <StatusCounts countsByStatus={job.countsByStatus} headingId={countsId} />
      </div>
    </Paper>
  )
}
