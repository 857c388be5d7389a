import { DataList, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Job } from '@sentinela/shared/schemas/jobs'
import { useLabels } from '../hooks/use-labels'
import { countryName, formatDate, formatLocation, languageName } from '../utils/format'
import { useSalaryText } from './job-facts'
import classes from './jobs.module.css'

/** A titled block of the job page. */
export function JobSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId()
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId} id={id}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

interface Row {
  label: string
  value: ReactNode
}

const row = (label: string, value: ReactNode | null | undefined): Row | undefined =>
  value === null || value === undefined || value === '' ? undefined : { label, value }

/** Every §3 field of the job as label and value, leaving out what the company did not fill in. */
export function JobDetailsList({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs')
  const language = i18n.language
  const labels = useLabels({ industries: false })
  const salaryText = useSalaryText()
  const duration =
    job.durationUnit === 'indefinite'
      ? t('duration.indefinite')
      : job.duration !== null && job.durationUnit
        ? t(`duration.${job.durationUnit as 'days' | 'months' | 'years'}`, { count: job.duration })
        : null
  const clearance = job.clearanceRequired
    ? job.clearanceLevel !== null
      ? t('details.clearance_level', { level: labels.option.security_level(job.clearanceLevel) })
      : t('details.clearance_yes')
    : t('details.clearance_no')
  const rows = [
    row(t('fields.company'), job.companyName),
    row(t('fields.department'), job.department),
    row(t('fields.employment_type'), labels.option.employment_type(job.employmentType)),
    row(t('fields.duration'), duration),
    row(t('fields.modality'), labels.option.modality(job.modality)),
    row(t('fields.location'), formatLocation(job.city, job.country, language)),
    row(t('fields.nationality'), job.nationality ? countryName(job.nationality, language) : null),
    row(t('fields.open_to_travel'), job.openToTravel !== null ? labels.option.open_to_travel(job.openToTravel) : null),
    row(t('fields.industry'), job.industryName),
    row(
      t('fields.education_level'),
      job.educationLevel !== null ? labels.option.education_level(job.educationLevel) : null,
    ),
    row(t('fields.salary'), salaryText(job)),
    row(t('fields.clearance'), clearance),
    row(t('fields.privacy'), labels.option.job_privacy(job.privacy)),
    row(t('fields.published'), job.publishedAt ? formatDate(job.publishedAt, language) : null),
    row(t('fields.expiration_date'), formatDate(job.expirationDate, language)),
  ].filter((entry): entry is Row => !!entry)
  return (
    <DataList labelWidth={150} withDivider>
      {rows.map((entry) => (
        <DataList.Item key={entry.label}>
          <DataList.ItemLabel>{entry.label}</DataList.ItemLabel>
          <DataList.ItemValue>{entry.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  )
}

/** The job's text as the company wrote it, line breaks kept (PRODUCT.md: user data is shown as written). */
export function WrittenText({ text }: { text: string }) {
  return <div className={classes.writtenText}>{text}</div>
}

/** The NICE work roles the job asks for, with the minimum fit for each (§3). */
export function RequiredRoles({ job }: { job: Job }) {
  const { t } = useTranslation('jobs')
  if (job.roles.length === 0) return <Text c="dimmed">{t('detail.no_roles')}</Text>
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('detail.roles_intro')}
      </Text>
      <ul className={classes.requiredRoles}>
        {job.roles.map((role) => (
          <li key={role.workRoleCode} className={classes.requiredRole}>
            <Text fw={600}>{role.name}</Text>
            <Text size="sm" className={classes.noWrap}>
              {t('detail.role_minimum', { percentage: role.minimumPercentage })}
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  )
}

export function RequiredCertifications({ job }: { job: Job }) {
  const { t } = useTranslation('jobs')
  if (job.certifications.length === 0) return <Text c="dimmed">{t('detail.no_certifications')}</Text>
  return (
    <List spacing={4}>
      {job.certifications.map((certification) => (
        <List.Item key={certification.id}>{certification.name}</List.Item>
      ))}
    </List>
  )
}

export function RequiredLanguages({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs')
  const labels = useLabels({ industries: false })
  if (job.languages.length === 0) return <Text c="dimmed">{t('detail.no_languages')}</Text>
  return (
    <List spacing={4}>
      {job.languages.map((entry) => (
        <List.Item key={entry.id}>
          {t('detail.language_level', {
            language: languageName(entry.language, i18n.language),
            level: labels.option.language_level(entry.level),
          })}
        </List.Item>
      ))}
    </List>
  )
}
