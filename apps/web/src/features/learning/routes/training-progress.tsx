import { Badge, Button, Group, Text, Title } from '@mantine/core'
import { IconCheck, IconPlus, IconSchool, IconSearch, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { TrainingProgressItem, TrainingStatement } from '@sentinela/shared/schemas/learning'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useChangeTrainingProgress } from '../api/change-training-progress'
import { getTrainingOffer } from '../api/get-training-offer'
import { useTrainingProgress } from '../api/list-training-progress'
import { LearningScreen } from '../components/learning-screen'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { OfferDialog } from '../components/offer-dialog'
import { TrainingCard } from '../components/training-card'
import { formatDate } from '../utils/format'
import { LEARNING_PATHS } from '../utils/paths'
import classes from '../components/learning.module.css'

interface Offer {
  training: { id: number; title: string }
  statements: TrainingStatement[]
}

function ProgressActions({
  item,
  onOffer,
  onDelete,
}: {
  item: TrainingProgressItem
  onOffer: (offer: Offer) => void
  onDelete: (item: TrainingProgressItem) => void
}) {
  const { t } = useTranslation('learning')
  const change = useChangeTrainingProgress()
  const [loadingOffer, setLoadingOffer] = useState(false)
  return (
    <Group gap="xs">
      {item.progressStatus === 'in_progress' ? (
        <Button
          size="xs"
          leftSection={<IconCheck size={16} aria-hidden />}
          aria-label={t('progress.complete_label', { title: item.title })}
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { trainingId: item.id, status: 'completed' },
              {
                onSuccess: (result) => {
                  notifySuccess(t('notify.completed'))
                  onOffer({ training: { id: item.id, title: item.title }, statements: result.offer })
                },
                onError: notifyError,
              },
            )
          }
        >
          {t('progress.complete')}
        </Button>
      ) : item.offeredStatementCount > 0 ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={loadingOffer}
          onClick={() => {
            setLoadingOffer(true)
            getTrainingOffer(item.id)
              .then((statements) => onOffer({ training: { id: item.id, title: item.title }, statements }))
              .catch(notifyError)
              .finally(() => setLoadingOffer(false))
          }}
        >
          {t('progress.offer_button', { count: item.offeredStatementCount })}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="default"
        color="red.8"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('progress.delete_label', { title: item.title })}
        onClick={() => onDelete(item)}
      >
        {t('progress.delete')}
      </Button>
    </Group>
  )
}

function TrainingProgress() {
  const { t, i18n } = useTranslation(['learning', 'common'])
  usePageTitle(t('common:page.talent_account_training_progress'))
  const progress = useTrainingProgress()
  const change = useChangeTrainingProgress()
  const [offer, setOffer] = useState<Offer | null>(null)
  const [deleting, setDeleting] = useState<TrainingProgressItem | null>(null)

  return (
    <div className={classes.page}>
      <header>
        <Title order={1}>{t('common:page.talent_account_training_progress')}</Title>
        <p className={classes.intro}>{t('progress.intro')}</p>
      </header>
      {progress.data ? (
        progress.data.length === 0 ? (
          <EmptyState
            icon={<IconSchool size={40} />}
            title={t('progress.empty_title')}
            body={t('progress.empty_body')}
            action={
              <Button component={Link} to={LEARNING_PATHS.search} leftSection={<IconSearch size={18} aria-hidden />}>
                {t('progress.find')}
              </Button>
            }
          />
        ) : (
          <ul className={classes.list} aria-label={t('common:page.talent_account_training_progress')}>
            {progress.data.map((item) => (
              <li key={item.id}>
                <TrainingCard training={item}>
                  <Group gap="sm">
                    <Badge color={item.progressStatus === 'completed' ? 'teal.9' : 'blue.9'}>
                      {t(`status.${item.progressStatus}`)}
                    </Badge>
                    <Text size="sm">
                      {item.completedAt
                        ? t('progress.completed_on', { date: formatDate(item.completedAt, i18n.language) })
                        : t('progress.started_on', { date: formatDate(item.startedAt, i18n.language) })}
                    </Text>
                  </Group>
                  <ProgressActions item={item} onOffer={setOffer} onDelete={setDeleting} />
                </TrainingCard>
              </li>
            ))}
          </ul>
        )
      ) : progress.isError ? (
        <LoadFailed
          title={t('progress.load_failed')}
          error={progress.error}
          onRetry={() => void progress.refetch()}
          isRetrying={progress.isFetching}
        />
      ) : (
        <LoadingStatus label={t('progress.loading')} />
      )}
      <OfferDialog
        training={offer?.training ?? null}
        statements={offer?.statements ?? []}
        onClose={() => setOffer(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('progress.delete_title')}
        body={t('progress.delete_body', { title: deleting?.title ?? '' })}
        confirmLabel={t('progress.delete_confirm')}
        isPending={change.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          change.mutate(
            { trainingId: deleting.id, status: 'not_started' },
            {
              onSuccess: () => {
                notifySuccess(t('notify.deleted'))
                setDeleting(null)
              },
              onError: notifyError,
            },
          )
        }
      />
    </div>
  )
}

/** /talent/account/trainingProgress: started and completed trainings; completing offers skills for the profile. */
export function TrainingProgressRoute() {
  return (
    <LearningScreen>
      <TrainingProgress />
    </LearningScreen>
  )
}
