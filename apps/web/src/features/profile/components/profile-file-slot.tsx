import { Button } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { UploadError } from '../../../components/ui/upload-error'
import { useFileUpload, type FileProblem, type FileUpload } from '../../../hooks/use-file-upload'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useDeleteFile, type UploadKind } from '../api/delete-file'

export interface ProfileFileSlot {
  slot: FileUpload
  /** "Remove", which asks first; only while there is a file. */
  removeButton: ReactNode
  /** The upload's failure with its retry, while there is one. */
  failure: ReactNode
  /** The dialog that confirms the removal. */
  confirmDialog: ReactNode
}

/**
 * The profile's photo or CV as one upload slot: checked, sent and announced, and removed after confirming. The words
 * are the catalog's `<kind>.…` keys (too_large, wrong_type, saved, removed, remove, remove_title, remove_body).
 */
export function useProfileFileSlot({
  kind,
  hasFile,
  check,
  upload,
}: {
  /** The profile's own files; the company logo has a card of its own. */
  kind: Exclude<UploadKind, 'logo'>
  hasFile: boolean
  check: (file: File) => FileProblem | undefined
  upload: { mutateAsync: (file: File) => Promise<unknown>; isPending: boolean }
}): ProfileFileSlot {
  const { t } = useTranslation('profile')
  const remove = useDeleteFile()
  const [isConfirming, setConfirming] = useState(false)
  const slot = useFileUpload({
    check,
    describeProblem: (problem) => (problem === 'too_large' ? t(`${kind}.too_large`) : t(`${kind}.wrong_type`)),
    send: (file) => upload.mutateAsync(file).then(() => notifySuccess(t(`${kind}.saved`))),
  })

  const onRemove = () =>
    remove.mutate(kind, {
      onSuccess: () => {
        setConfirming(false)
        notifySuccess(t(`${kind}.removed`))
      },
      onError: (error) => {
        setConfirming(false)
        notifyError(error.message)
      },
    })

  const removeButton = hasFile ? (
    <Button
      variant="default"
      leftSection={<IconTrash size={18} aria-hidden />}
      onClick={() => setConfirming(true)}
      disabled={upload.isPending}
    >
      {t(`${kind}.remove`)}
    </Button>
  ) : null

  const failure = slot.failure ? (
    <UploadError
      title={t('upload.failed_title')}
      message={slot.failure.message}
      retryLabel={t('upload.retry')}
      onRetry={slot.failure.canRetry ? slot.retry : undefined}
      isRetrying={upload.isPending}
    />
  ) : null

  const confirmDialog = (
    <ConfirmDialog
      opened={isConfirming}
      title={t(`${kind}.remove_title`)}
      body={t(`${kind}.remove_body`)}
      confirmLabel={t(`${kind}.remove`)}
      onConfirm={onRemove}
      onCancel={() => setConfirming(false)}
      isPending={remove.isPending}
      confirmColor="red"
    />
  )

  return { slot, removeButton, failure, confirmDialog }
}
