import { Anchor, Button, FileButton, Group, Text } from '@mantine/core'
import { IconDownload, IconFileCv, IconFileUpload, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { UploadError } from '../../../components/ui/upload-error'
import { useFileUpload } from '../../../hooks/use-file-upload'
import { useDeleteFile } from '../api/delete-file'
import { useUploadCv } from '../api/upload-cv'
import { checkCvFile, CV_ACCEPT } from '../utils/file-checks'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { CvAnalysisPanel } from './cv-analysis-panel'
import { ProfileCard } from './profile-card'
import layout from '../../../components/ui/layout.module.css'

/** The CV (pdf or docx up to 10 MB): download, upload or replace, remove; failures with a retry (§4, §8). */
export function CvCard({ profile, id = 'cv' }: { profile: Profile; id?: string }) {
  const { t } = useTranslation('profile')
  const upload = useUploadCv()
  const remove = useDeleteFile()
  const [isConfirming, setConfirming] = useState(false)
  const slot = useFileUpload({
    check: checkCvFile,
    describeProblem: (problem) => (problem === 'too_large' ? t('cv.too_large') : t('cv.wrong_type')),
    send: (file) => upload.mutateAsync(file).then(() => notifySuccess(t('cv.saved'))),
  })
  const cv = profile.cv

  const onRemove = () =>
    remove.mutate('cv', {
      onSuccess: () => {
        setConfirming(false)
        notifySuccess(t('cv.removed'))
      },
      onError: (error) => {
        setConfirming(false)
        notifyError(error.message)
      },
    })

  return (
    <ProfileCard id={id} title={t('cv.title')} description={t('cv.description')} icon={<IconFileCv size={22} />}>
      {cv ? (
        <Group gap="xs" mb="md" wrap="nowrap">
          <IconFileCv size={20} aria-hidden />
          <Anchor href={cv.url} download={cv.fileName} fw={600} className={layout.itemTitle}>
            {cv.fileName}
          </Anchor>
          <IconDownload size={16} aria-hidden />
        </Group>
      ) : (
        <Text size="sm" mb="md">
          {t('cv.absent')}
        </Text>
      )}
      <div className={layout.actions}>
        <FileButton onChange={slot.choose} accept={CV_ACCEPT} resetRef={slot.resetRef}>
          {(props) => (
            <Button
              {...props}
              variant={cv ? 'default' : 'filled'}
              leftSection={<IconFileUpload size={18} aria-hidden />}
              loading={upload.isPending}
            >
              {cv ? t('cv.replace') : t('cv.upload')}
            </Button>
          )}
        </FileButton>
        {cv ? (
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setConfirming(true)}
            disabled={upload.isPending}
          >
            {t('cv.remove')}
          </Button>
        ) : null}
      </div>
      {slot.failure ? (
        <UploadError
          title={t('upload.failed_title')}
          message={slot.failure.message}
          retryLabel={t('upload.retry')}
          onRetry={slot.failure.canRetry ? slot.retry : undefined}
          isRetrying={upload.isPending}
        />
      ) : null}
      <CvAnalysisPanel profile={profile} />
      <ConfirmDialog
        opened={isConfirming}
        title={t('cv.remove_title')}
        body={t('cv.remove_body')}
        confirmLabel={t('cv.remove')}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
        isPending={remove.isPending}
        confirmColor="red"
      />
    </ProfileCard>
  )
}
