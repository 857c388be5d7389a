import { Anchor, Button, Group, Progress, Text } from '@mantine/core'
import { IconArrowRight, IconBell, IconBriefcase, IconChartBar, IconMessages, IconUserCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ATTENTION_DAYS, type ProfileSection, type TalentDashboard } from '@sentinela/shared/schemas/portfolio'
import { formatLocation, formatPercentage } from '../../../components/talent-profile/format'
import { SectionCard } from '../../../components/ui/section-card'
import { pathOf } from '../../../config/paths'
import { useLanguage } from '../../../hooks/use-language'
import { useUnreadMessages } from '../../../lib/unread-messages'
import classes from './portfolio.module.css'

/** Where each profile section is filled in. */
const SECTION_PATHS: Record<ProfileSection, string> = {
  basic_data: pathOf('talent_account_profile_basic_data'),
  photo: pathOf('talent_account_profile_basic_data'),
  cv: pathOf('talent_account_profile_basic_data'),
  nice_roles: pathOf('talent_account_profile_nist_nice'),
  nice_statements: pathOf('talent_account_profile_nist_nice'),
  experience: pathOf('talent_account_profile_work_experience'),
  education: pathOf('talent_account_profile_education'),
  certifications: pathOf('talent_account_profile_certifications'),
  languages: pathOf('talent_account_profile_languages'),
  projects: pathOf('talent_profile_projects'),
}

function GoTo({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      <Group gap={6} component="span">
        {label}
        <IconArrowRight size={16} aria-hidden />
      </Group>
    </Anchor>
  )
}

export function CompletenessSection({ completeness }: { completeness: TalentDashboard['completeness'] }) {
  const { t } = useTranslation('portfolio')
  return (
    <SectionCard
      id="completeness"
      title={t('dashboard.completeness_title')}
      description={t('dashboard.completeness_description')}
      icon={<IconUserCheck size={22} />}
    >
      <Text fw={700} size="xl">
        {t('dashboard.completeness_value', { percentage: completeness.percentage })}
      </Text>
      <Progress
        value={completeness.percentage}
        size="lg"
        radius="xl"
        my="sm"
        // The percentage is written just above; the bar repeats it for the eye only.
        aria-hidden
      />
      {completeness.nextStep ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text>{t('dashboard.next_step', { step: t(`dashboard.section.${completeness.nextStep}`) })}</Text>
          <Button component={Link} to={SECTION_PATHS[completeness.nextStep]} size="sm">
            {t('dashboard.next_step_go')}
          </Button>
        </Group>
      ) : (
        <Text>{t('dashboard.complete')}</Text>
      )}
    </SectionCard>
  )
}

export function BestRolesSection({ roles }: { roles: TalentDashboard['bestRoles'] }) {
  const { t } = useTranslation('portfolio')
  const language = useLanguage()
  return (
    <SectionCard
      id="best-roles"
      title={t('dashboard.roles_title')}
      description={t('dashboard.roles_description')}
      icon={<IconChartBar size={22} />}
    >
      {roles.length === 0 ? (
        <>
          <Text c="dimmed" mb="sm">
            {t('dashboard.roles_empty')}
          </Text>
          <GoTo to={pathOf('talent_account_profile_nist_nice')} label={t('dashboard.roles_choose')} />
        </>
      ) : (
        <>
          <ul className={classes.plainList} aria-label={t('dashboard.roles_label')}>
            {roles.map((role) => (
              <li key={role.workRoleCode} className={classes.roleRow}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600}>{role.name}</Text>
                  <Text fw={700}>{formatPercentage(role.percentage, language)}</Text>
                </Group>
                <Progress value={role.percentage} aria-hidden />
              </li>
            ))}
          </ul>
          <Group mt="md">
            <GoTo to={pathOf('talent_account_overview')} label={t('dashboard.roles_see_all')} />
          </Group>
        </>
      )}
    </SectionCard>
  )
}

export function NewJobsSection({ jobs }: { jobs: TalentDashboard['newJobs'] }) {
  const { t } = useTranslation('portfolio')
  const language = useLanguage()
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })
  return (
    <SectionCard
      id="new-jobs"
      title={t('dashboard.jobs_title')}
      description={t('dashboard.jobs_description')}
      icon={<IconBriefcase size={22} />}
    >
      {jobs.length === 0 ? (
        <Text c="dimmed" mb="sm">
          {t('dashboard.jobs_empty')}
        </Text>
      ) : (
        <ul className={classes.plainList}>
          {jobs.map((job) => (
            <li key={job.id}>
              <Anchor component={Link} to={`/jobs/${job.id}`} fw={600}>
                {job.jobTitle}
              </Anchor>
              <Text size="sm">
                {t('dashboard.job_at', {
                  company: job.companyName,
                  place: formatLocation(job.city, job.country, language) || job.modality,
                })}
              </Text>
              {job.publishedAt ? (
                <Text size="sm" c="dimmed">
                  {t('dashboard.published', { date: date.format(new Date(job.publishedAt)) })}
                </Text>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Group mt="md">
        <GoTo to={pathOf('jobs')} label={t('dashboard.jobs_search')} />
      </Group>
    </SectionCard>
  )
}

export function AttentionSection({ items }: { items: TalentDashboard['attention'] }) {
  const { t } = useTranslation(['portfolio', 'options'])
  return (
    <SectionCard
      id="attention"
      title={t('dashboard.attention_title')}
      description={t('dashboard.attention_description', { days: ATTENTION_DAYS })}
      icon={<IconBell size={22} />}
    >
      {items.length === 0 ? (
        <Text c="dimmed">{t('dashboard.attention_empty')}</Text>
      ) : (
        <>
          <ul className={classes.plainList}>
            {items.map((item) => (
              <li key={item.applicationId}>
                <Anchor component={Link} to={`/jobs/${item.positionId}`} fw={600}>
                  {item.reason === 'contacted'
                    ? t('dashboard.attention_contacted', { company: item.companyName, job: item.jobTitle })
                    : t('dashboard.attention_status', {
                        company: item.companyName,
                        job: item.jobTitle,
                        status: t(`options:communication_status_talent.${item.communicationStatus}`),
                      })}
                </Anchor>
              </li>
            ))}
          </ul>
          <Group mt="md">
            <GoTo to={pathOf('talent_account_applied_jobs')} label={t('dashboard.attention_see')} />
          </Group>
        </>
      )}
    </SectionCard>
  )
}

/** Unread messages, from the messages feature's count (lib/unread-messages.ts). */
export function MessagesSection() {
  const { t } = useTranslation('portfolio')
  const unread = useUnreadMessages()
  return (
    <SectionCard id="messages" title={t('dashboard.messages_title')} icon={<IconMessages size={22} />}>
      <Text fw={unread > 0 ? 700 : undefined} mb="sm">
        {unread > 0 ? t('dashboard.messages_unread', { count: unread }) : t('dashboard.messages_none')}
      </Text>
      <GoTo to={pathOf('talent_profile_connections')} label={t('dashboard.messages_open')} />
    </SectionCard>
  )
}
