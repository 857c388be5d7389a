import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useTraining } from '../api/get-training'
import { LearningScreen } from '../components/learning-screen'
import { coursePath, idFromParams, LEARNING_PATHS, trainingPath } from '../utils/paths'
import classes from '../components/learning.module.css'
import { isNotFound, NotFoundMessage } from '../../../components/ui/not-found-message'

function TrainingModules() {
  const { t } = useTranslation(['learning', 'common'])
  const [params] = useSearchParams()
  const id = idFromParams(params)
  const training = useTraining(id)
  usePageTitle(t('common:page.training_detail'))
  if (id === undefined || isNotFound(training.error)) return <NotFoundMessage />
  if (training.isError)
    return (
      <LoadFailed
        title={t('detail.load_failed')}
        error={training.error}
        onRetry={() => void training.refetch()}
        isRetrying={training.isFetching}
      />
    )
  if (!training.data) return <LoadingStatus label={t('detail.loading')} />
  const data = training.data
  return (
    <div className={classes.page}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to={LEARNING_PATHS.search}>
          {t('common:page.trainings')}
        </Anchor>
        <Anchor component={Link} to={trainingPath(data.id)}>
          {data.title}
        </Anchor>
        <Text span>{t('detail.modules')}</Text>
      </Breadcrumbs>
      <Title order={1}>{t('common:page.training_detail')}</Title>
      <Text>{data.title}</Text>
      <ol className={classes.statements}>
        {data.modules.map((module) => (
          <li key={module.id}>
            <Anchor component={Link} to={coursePath(module.id)}>
              {module.title}
            </Anchor>
            {module.durationHours !== null ? (
              <Text span size="sm" c="dimmed">
                {' · '}
                {t('detail.module_hours', { count: module.durationHours })}
              </Text>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}

/** /trainings/training/detail?id=: the training's modules, each a link to its page. */
export function TrainingModulesRoute() {
  return (
    <LearningScreen>
      <TrainingModules />
    </LearningScreen>
  )
}
