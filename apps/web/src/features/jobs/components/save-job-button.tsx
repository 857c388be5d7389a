import { Button, Tooltip, type ButtonProps } from '@mantine/core'
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSaveJob } from '../api/save-job'
import { notifyError, notifySuccess } from '../../../lib/notify'

export interface SaveJobButtonProps {
  job: { id: number; jobTitle: string; savedAt: string | null }
  size?: ButtonProps['size']
  /** The visible words while the job is not saved: "Save" on a card, "Save job" on the job's page. */
  label: string
}

/**
 * Saves a job for later or takes it off the saved list (§4: saving stamps the date). A toggle button whose words say
 * the state: "Save job" until saved, then "Saved", with `aria-pressed`, the filled bookmark, and a name and tooltip
 * that say what a click does now ("Saved, remove from saved jobs": the visible word first, WCAG 2.5.3). The accessible
 * name carries the job's title, so a list of cards is not a list of identical buttons.
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
  // Always inside the tooltip (shown only once saved), so the toggle keeps its focus when it flips.
  return (
    <Tooltip label={t('save.unsave')} withArrow openDelay={300} disabled={!isSaved}>
      <Button
        size={size}
        variant={isSaved ? 'filled' : 'default'}
        aria-pressed={isSaved}
        aria-label={
          isSaved ? t('save.saved_label', { title: job.jobTitle }) : t('save.label', { label, title: job.jobTitle })
        }
        leftSection={isSaved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
        loading={save.isPending}
        onClick={onToggle}
      >
        {isSaved ? t('save.saved_state') : label}
      </Button>
    </Tooltip>
  )
}
