import { Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LoadFailed, LoadingStatus } from '../ui/query-status'
import { useTalentProjects } from './list-talent-projects'
import { ProjectItems } from './project-items'
import classes from './talent-profile.module.css'

/** The talent's projects on the profile a company sees (GET /talent/{id}/projects, the profile's own rules). */
export function TalentProjectsSection({ talentId }: { talentId: number }) {
  const { t } = useTranslation('portfolio')
  const projects = useTalentProjects(talentId, true)
  let body
  if (projects.data) {
    body =
      projects.data.length > 0 ? (
        <ProjectItems projects={projects.data} label={t('profile_section.title')} headingOrder={4} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('profile_section.empty')}
        </Text>
      )
  } else if (projects.isError) {
    body = (
      <LoadFailed
        title={t('profile_section.failed')}
        error={projects.error}
        onRetry={() => void projects.refetch()}
        isRetrying={projects.isFetching}
      />
    )
  } else {
    body = <LoadingStatus label={t('profile_section.loading')} />
  }
  return (
    <section className={classes.profileSection}>
      <Title order={3} size="h5" className={classes.profileSectionTitle}>
        {t('profile_section.title')}
      </Title>
      {body}
    </section>
  )
}
