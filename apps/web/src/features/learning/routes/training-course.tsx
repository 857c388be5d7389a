import { Anchor, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useTraining } from '../api/get-training'
import { useTrainingCourse } from '../api/get-training-course'
import { LearningScreen } from '../components/learning-screen'
import { idFromParams, modulesPath } from '../utils/paths'
import classes from '../components/learning.module.css'
import { isNotFound, NotFoundMessage } from '../../../components/ui/not-found-message'

function TrainingCourse() {
  const { t } = useTranslation(['learning', 'common'])
  const [params] = useSearchParams()
  const id = idFromParams(params)
  const course = useTrainingCourse(id)
  const training = useTraining(course.data?.trainingId)
  usePageTitle(course.data?.title ?? t('common:page.training_course'))
  if (id === undefined || isNotFound(course.error)) return <NotFoundMessage />
  if (course.isError)
    return (
      <LoadFailed
        title={t('detail.load_failed')}
        error={course.error}
        onRetry={() => void course.refetch()}
        isRetrying={course.isFetching}
      />
    )
  if (!course.data) return <LoadingStatus label={t('detail.loading')} />
  return (
    <div className={classes.page}>
      <Anchor component={Link} to={modulesPath(course.data.trainingId)}>
        {t('detail.course_back')}
      </Anchor>
      <header>
        <Title order={1}>{course.data.title}</Title>
        {training.data ? (
          <Text mt="xs">{t('detail.course_of', { position: course.data.position, title: training.data.title })}</Text>
        ) : null}
      </header>
      {course.data.durationHours !== null ? (
        <Text>{t('detail.module_hours', { count: course.data.durationHours })}</Text>
      ) : null}
      {course.data.description ? <Text>{course.data.description}</Text> : null}
      {training.data ? (
        <Anchor href={training.data.url} target="_blank" rel="noopener noreferrer">
          {t('detail.visit_label', { title: training.data.title })}
        </Anchor>
      ) : null}
    </div>
  )
}

/** /trainings/training/detail/course?id=: one module of a training. */
export function TrainingCourseRoute() {
  return (
    <LearningScreen>
      <TrainingCourse />
    </LearningScreen>
  )
}
