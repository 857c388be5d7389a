import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { TALENT_HOW_TO_START_CODES } from '@sentinela/shared/master-data/how-to-start'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useBeginnerTrainings } from '../api/list-beginner-trainings'
import { useEntryLevelJobs } from '../api/list-entry-level-jobs'
import { useWebinars } from '../api/list-webinars'
import { WebinarCard } from '../components/webinar-card'
import classes from '../components/content.module.css'

const QUIZ_PATH = '/talent/account/profile/nist-nice-quiz'

/** /StartYourCyberCareerHere: the beginner path (§1, PRODUCT.md "Content"). */
export function StartHereRoute() {
  const { t } = useTranslation(['content', 'common', 'master-data-guides', 'options'])
  const trainings = useBeginnerTrainings()
  const jobs = useEntryLevelJobs()
  const webinars = useWebinars()
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.start_your_cyber_career_here')} intro={t('beginner.intro')} />

      <section aria-labelledby="start-guides">
        <Title order={2} size="h3" id="start-guides" mb="sm">
          {t('beginner.guides')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TALENT_HOW_TO_START_CODES.map((code) => (
            <Paper key={code} withBorder radius="md" p="md">
              <Text fw={600}>{t(`master-data-guides:how_to_start.talent.${code}.name`)}</Text>
              <Text size="sm">{t(`master-data-guides:how_to_start.talent.${code}.description`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="start-quiz">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h3" id="start-quiz">
              {t('beginner.quiz')}
            </Title>
            <Text>{t('beginner.quiz_body')}</Text>
            <Button component={Link} to={QUIZ_PATH}>
              {t('beginner.quiz_link')}
            </Button>
          </Stack>
        </Paper>
      </section>

      <section aria-labelledby="start-trainings">
        <Title order={2} size="h3" id="start-trainings" mb="sm">
          {t('beginner.trainings')}
        </Title>
        {trainings.isPending ? (
          <LoadingStatus label={t('beginner.trainings')} />
        ) : trainings.isError || trainings.data.length === 0 ? (
          <Text>{t('beginner.trainings_coming')}</Text>
        ) : (
          <ul className={classes.list}>
            {trainings.data.map((training) => (
              <li key={training.id}>
                <Paper withBorder radius="md" p="md">
                  <Anchor component={Link} to={`/trainings/training?id=${training.id}`} fw={600}>
                    {training.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {training.provider}
                    {training.durationHours ? ` · ${t('beginner.hours', { hours: training.durationHours })}` : ''}
                  </Text>
                </Paper>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="start-jobs">
        <Title order={2} size="h3" id="start-jobs">
          {t('beginner.jobs')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('beginner.jobs_hint')}
        </Text>
        {jobs.isPending ? (
          <LoadingStatus label={t('beginner.jobs')} />
        ) : jobs.isError ? (
          <LoadFailed title={t('beginner.jobs')} error={jobs.error} onRetry={() => void jobs.refetch()} />
        ) : jobs.data.length === 0 ? (
          <Text>{t('beginner.jobs_none')}</Text>
        ) : (
          <ul className={classes.list}>
            {jobs.data.map((job) => (
              <li key={job.id}>
                <Paper withBorder radius="md" p="md">
                  <Anchor component={Link} to={`/jobs/${job.id}`} fw={600}>
                    {job.jobTitle}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[
                      job.companyName,
                      job.city,
                      t(`options:employment_type.${job.employmentType}` as 'options:employment_type.0'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Paper>
              </li>
            ))}
          </ul>
        )}
        <Anchor component={Link} to="/jobs" mt="sm" display="inline-block">
          {t('beginner.jobs_all')}
        </Anchor>
      </section>

      {webinars.data && webinars.data.upcoming.length > 0 ? (
        <section aria-labelledby="start-sessions">
          <Title order={2} size="h3" id="start-sessions" mb="sm">
            {t('beginner.sessions')}
          </Title>
          <WebinarCard webinar={webinars.data.upcoming[0]!} />
        </section>
      ) : null}
    </div>
  )
}
