import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Project } from '@sentinela/shared/schemas/portfolio'
import { useLanguage } from '../../hooks/use-language'
import { formatMonth } from './format'
import classes from './project-items.module.css'

/**
 * Projects as a list of cards: kind, dates, link, description and the NICE statements each demonstrates. The
 * talent's own page adds its edit and delete buttons through `actions`; a company reads them as they are.
 */
export function ProjectItems({
  projects,
  label,
  headingOrder = 3,
  actions,
}: {
  projects: readonly Project[]
  label: string
  headingOrder?: 3 | 4
  actions?: (project: Project) => ReactNode
}) {
  const { t } = useTranslation('portfolio')
  const language = useLanguage()
  return (
    <ul className={classes.projectList} aria-label={label}>
      {projects.map((project) => (
        <li key={project.id}>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <div className={classes.projectHeading}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{t(`projects.kind.${project.kind}`)}</Badge>
                  <Text size="sm" c="dimmed">
                    {t('projects.period', {
                      start: formatMonth(project.startDate, language),
                      end: project.endDate ? formatMonth(project.endDate, language) : t('projects.ongoing'),
                    })}
                  </Text>
                </Group>
                <Title order={headingOrder} size="h5" mt={6} className={classes.projectTitle}>
                  {project.title}
                </Title>
              </div>
              {actions ? <Group gap="xs">{actions(project)}</Group> : null}
            </Group>
            {project.link ? (
              <Anchor
                href={project.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                size="sm"
                className={classes.projectLink}
                aria-label={t('projects.open_link', { title: project.title })}
              >
                <IconExternalLink size={14} aria-hidden /> {project.link}
              </Anchor>
            ) : null}
            {project.description ? (
              <Text size="sm" mt="xs" className={classes.prose}>
                {project.description}
              </Text>
            ) : null}
            {project.statements.length > 0 ? (
              <>
                <Text size="sm" fw={600} mt="sm">
                  {t('projects.statements_shown')}
                </Text>
                <ul className={classes.projectStatements}>
                  {project.statements.map((statement) => (
                    <li key={statement.code}>
                      <Badge variant="outline" size="sm" className={classes.projectCode}>
                        {statement.code}
                      </Badge>{' '}
                      <Text size="sm" span title={statement.originalDescription}>
                        {statement.description}
                      </Text>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Paper>
        </li>
      ))}
    </ul>
  )
}
