import { Button } from '@mantine/core'
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { TrainingSummary } from '@sentinela/shared/schemas/learning'
import { readSession } from '../../../lib/session'
import { useSaveTraining } from '../api/save-training'
import { notifyError, notifySuccess } from '../../../lib/notify'

/** Saves a training or removes the save (talents only). */
export function SaveTrainingButton({ training }: { training: TrainingSummary }) {
  const { t } = useTranslation('learning')
  const save = useSaveTraining()
  if (readSession()?.role !== 'talent') return null
  return (
    <Button
      size="xs"
      variant={training.saved ? 'light' : 'default'}
      leftSection={
        training.saved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />
      }
      aria-label={t(training.saved ? 'detail.unsave_label' : 'detail.save_label', { title: training.title })}
      aria-pressed={training.saved}
      loading={save.isPending}
      onClick={() =>
        save.mutate(training.id, {
          onSuccess: (result) => notifySuccess(t(result.saved ? 'notify.saved' : 'notify.unsaved')),
          onError: notifyError,
        })
      }
    >
      {t(training.saved ? 'detail.unsave' : 'detail.save')}
    </Button>
  )
}
