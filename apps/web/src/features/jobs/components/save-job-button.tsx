import { Button, type ButtonProps } from '@mantine/core'
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSaveJob } from '../api/save-job'
import { notifyError, notifySuccess } from '../utils/notify'

export interface SaveJobButtonProps {
  job: { id: number; jobTitle: string; savedAt: string | null }
  size?: ButtonProps['size']
  /** The visible words: "Save" on a card, "Save job" on the job's page. */
  label: string
}

/**
 * Saves a job for later or takes it off the saved list (§4: saving stamps the date). A toggle button: the words stay,
 * `aria-pressed` and the filled bookmark say whether it is saved, and the accessible name carries the job's title so
 * a list of cards is not a list of identical "Save" buttons.
 */
export function SaveJobButton({ job, size = 'sm', label }: SaveJobButtonProps) {
  const { t } = useTranslation('jobs')
  const save = useSaveJob()
  const isSaved = job.savedAt !== null
  const onToggle = () =>
    save.mutate(
      { positionId: job.id, saved: !isSaved },
      {
        onSuccess: () => notifySuccess(isSaved ? t('save.removed') : t('save.saved')),
        onError: notifyError,
      },
    )
  return (
    <Button
      size={size}
      variant={isSaved ? 'light' : 'default'}
      aria-pressed={isSaved}
      aria-label={t('save.label', { label, title: job.jobTitle })}
      leftSection={isSaved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
      loading={save.isPending}
      onClick={onToggle}
    >
      {label}
    </Button>
  )
}
