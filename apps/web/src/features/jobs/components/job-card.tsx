import { Anchor, Badge, Group, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { jobPath } from '../utils/job-paths'
import { JobFacts } from './job-facts'
import { JobMarks } from './job-marks'
import { PublishedWhen } from './published-when'
import layout from '../../../components/ui/layout.module.css'
import classes from './jobs.module.css'

export interface JobCardProps {
  job: JobSummary
  /** Buttons at the top right: save, unsave. */
  actions?: ReactNode
  /** Lines of the list it is in: the date it was saved, the application and its status. */
  children?: ReactNode
  /** The saved and applied lists say saved/applied in their own words; search results show the marks. */
  showPersonalMarks?: boolean
}

/** One job in a list: its title (the link to its page), company, facts, NICE roles, when it was published. */
export function JobCard({ job, actions, children, showPersonalMarks = true }: JobCardProps) {
  const { t } = useTranslation('jobs')
  const titleId = useId()
  return (
    <article className={`${layout.resultCard} ${classes.card}`} aria-labelledby={titleId}>
      <div className={classes.cardHeader}>
        <div className={classes.cardHeading}>
          <Title order={3} id={titleId} className={classes.cardTitle}>
            <Anchor component={Link} to={jobPath(job.id)} className={classes.cardLink}>
              {job.jobTitle}
            </Anchor>
          </Title>
          <Text className={classes.company}>{job.companyName}</Text>
        </div>
        {actions ? <div className={classes.cardActions}>{actions}</div> : null}
      </div>
      <JobFacts job={job} />
      {job.roles.length > 0 ? (
        <Group gap={6} className={classes.roles}>
          <Text span size="sm" c="dimmed">
            {t('card.roles')}
          </Text>
          {job.roles.map((role) => (
            <Badge key={role.workRoleCode} size="md" variant="light" color="indigo" className={classes.roleBadge}>
              {role.minimumPercentage > 0
                ? t('card.role_minimum', { name: role.name, percentage: role.minimumPercentage })
                : role.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      <div className={classes.cardFooter}>
        {job.publishedAt ? (
          <Text size="sm" c="dimmed">
            <PublishedWhen publishedAt={job.publishedAt} />
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('card.not_published')}
          </Text>
        )}
        <JobMarks job={job} showPersonal={showPersonalMarks} />
      </div>
      {children}
    </article>
  )
}
