import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useCareer } from '../api/get-career'
import { useJobsForRoles } from '../api/search-jobs-by-role'
import { useCareerId } from '../components/career-id'
import { CareerView } from '../components/career-view'
import classes from '../components/careers.module.css'

function useLoadedCareer() {
  const id = useCareerId()
  const career = useCareer(id)
  return { id, career }
}

function CareerScreen({ pageKey, intro }: { pageKey: 'career_details' | 'career_trainings'; intro: string }) {
  const { t } = useTranslation(['careers', 'common'])
  const { id, career } = useLoadedCareer()
  return (
    <div className={classes.page}>
      <PageHeader title={career.data?.name ?? t(`common:page.${pageKey}`)} intro={intro} />
      {id === null ? (
        <Text role="alert">{t('messages.load_failed')}</Text>
      ) : career.isPending ? (
        <LoadingStatus label={t(`common:page.${pageKey}`)} />
      ) : career.isError ? (
        <LoadFailed title={t('messages.load_failed')} error={career.error} onRetry={() => void career.refetch()} />
      ) : (
        <CareerView career={career.data} />
      )}
    </div>
  )
}

/** /career/details?id=: one path. */
export function CareerDetailsRoute() {
  const { t } = useTranslation('careers')
  return <CareerScreen pageKey="career_details" intro={t('intro.details')} />
}

/** /career/trainings?id=: the path's trainings by level. */
export function CareerTrainingsRoute() {
  const { t } = useTranslation('careers')
  return <CareerScreen pageKey="career_trainings" intro={t('intro.details')} />
}

/** /career/jobs?id=: published jobs that ask for the path's target roles (the job search, per role). */
export function CareerJobsRoute() {
  const { t } = useTranslation(['careers', 'common'])
  const { id, career } = useLoadedCareer()
  const roles = career.data?.workRoles ?? []
  const jobs = useJobsForRoles(roles.map((role) => role.code))
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.career_jobs')} intro={t('intro.jobs')} />
      {id === null || career.isError ? (
        <Text role="alert">{t('messages.load_failed')}</Text>
      ) : career.isPending ? (
        <LoadingStatus label={t('common:page.career_jobs')} />
      ) : (
        <Stack>
          <Anchor component={Link} to={`/career/details?id=${career.data.id}`}>
            {career.data.name}
          </Anchor>
          {roles.map((role, index) => {
            const page = jobs[index]?.data
            return (
              <Card key={role.code} withBorder component="section" aria-labelledby={`jobs-${role.code}`}>
                <Title order={2} size="h4" id={`jobs-${role.code}`} mb="xs">
                  {role.name}
                </Title>
                {!page ? (
                  <LoadingStatus label={role.name} />
                ) : page.data.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('labels.jobs_empty')}
                  </Text>
                ) : (
                  <List spacing="xs">
                    {page.data.map((job) => (
                      <List.Item key={job.id}>
                        <Anchor component={Link} to={`/jobs/${job.id}`}>
                          {job.jobTitle}
                        </Anchor>{' '}
                        — {job.companyName}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Card>
            )
          })}
        </Stack>
      )}
    </div>
  )
}
