import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { readSession } from '../../../lib/session'
import { useTraining } from '../api/get-training'
import { useTakeTraining } from '../api/take-training'
import { LearningScreen } from '../components/learning-screen'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { SaveTrainingButton } from '../components/save-training-button'
import { StatementList } from '../components/statement-list'
import { TrainingFacts } from '../components/training-card'
import { isNotFound, NotFoundMessage } from '../../../components/ui/not-found-message'
import { formatDate, formatPrice } from '../utils/format'
import { idFromParams, LEARNING_PATHS, modulesPath } from '../utils/paths'
import classes from '../components/learning.module.css'

function TrainingDetail() {
  const { t, i18n } = useTranslation(['learning', 'common'])
  const [params] = useSearchParams()
  const id = idFromParams(params)
  const training = useTraining(id)
  const take = useTakeTraining()
  usePageTitle(training.data?.title ?? t('common:page.training'))
  const isTalent = readSession()?.role === 'talent'

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
        <Text span>{data.title}</Text>
      </Breadcrumbs>
      <header>
        <Title order={1}>{data.title}</Title>
        <Text mt="xs">{t('card.by', { provider: data.provider })}</Text>
      </header>
      <TrainingFacts training={data} />
      <Text>{data.description}</Text>
      <dl className={classes.factsGrid}>
        <div>
          <dt>{t('detail.provider')}</dt>
          <dd>
            <Anchor href={data.providerUrl} target="_blank" rel="noopener noreferrer">
              {data.provider}
            </Anchor>
          </dd>
        </div>
        <div>
          <dt>{t('detail.price')}</dt>
          <dd>{data.price === 0 ? t('card.free') : formatPrice(data.price, data.currency, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('detail.level')}</dt>
          <dd>{t(`level.${data.level}`)}</dd>
        </div>
        {data.durationHours !== null ? (
          <div>
            <dt>{t('detail.duration')}</dt>
            <dd>{t('card.hours', { count: data.durationHours })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('detail.language')}</dt>
          <dd>{t(`language.${data.language}`)}</dd>
        </div>
        {data.area ? (
          <div>
            <dt>{t('detail.area')}</dt>
            <dd>{data.area}</dd>
          </div>
        ) : null}
      </dl>
      <Group gap="sm">
        <Button
          component="a"
          href={data.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={t('detail.visit_label', { title: data.title })}
        >
          {t('detail.visit')}
        </Button>
        <SaveTrainingButton training={data} />
        {isTalent && data.progressStatus === 'not_started' ? (
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={take.isPending}
            onClick={() =>
              take.mutate(data.id, { onSuccess: () => notifySuccess(t('notify.started')), onError: notifyError })
            }
          >
            {t('detail.start')}
          </Button>
        ) : null}
      </Group>
      {data.progressStatus !== 'not_started' ? (
        <Text>
          {t(`status.${data.progressStatus}`)}
          {' · '}
          {data.completedAt
            ? t('detail.completed_on', { date: formatDate(data.completedAt, i18n.language) })
            : data.startedAt
              ? t('detail.started', { date: formatDate(data.startedAt, i18n.language) })
              : null}{' '}
          <Anchor component={Link} to={LEARNING_PATHS.progress}>
            {t('detail.progress_link')}
          </Anchor>
        </Text>
      ) : null}
      <section aria-labelledby="training-modules">
        <Title order={2} id="training-modules" size="h3">
          {t('detail.modules')}
        </Title>
        <ol>
          {data.modules.map((module) => (
            <li key={module.id}>{module.title}</li>
          ))}
        </ol>
        <Anchor component={Link} to={modulesPath(data.id)}>
          {t('detail.modules_link', { count: data.modules.length })}
        </Anchor>
      </section>
      <section aria-labelledby="training-statements">
        <Stack gap="xs">
          <Title order={2} id="training-statements" size="h3">
            {t('detail.statements')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('detail.statements_intro')}
          </Text>
          <StatementList statements={data.statements} />
        </Stack>
      </section>
    </div>
  )
}

/** /trainings/training?id=: one training (§3): provider, price, level, duration, modules, skills; save and start. */
export function TrainingDetailRoute() {
  return (
    <LearningScreen>
      <TrainingDetail />
    </LearningScreen>
  )
}
