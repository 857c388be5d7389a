import { Avatar, Button, FileButton, Text } from '@mantine/core'
import { IconCamera, IconPhotoUp, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { UploadError } from '../../../components/ui/upload-error'
import { useFileUpload } from '../../../hooks/use-file-upload'
import { useDeleteFile } from '../api/delete-file'
import { useUploadPhoto } from '../api/upload-photo'
import { checkPhotoFile, PHOTO_ACCEPT } from '../utils/file-checks'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { ProfileCard } from './profile-card'
import layout from '../../../components/ui/layout.module.css'
import classes from './profile.module.css'

/** The initials shown while there is no photo. */
export function initialsOf(profile: Pick<Profile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName.trim().charAt(0)}${profile.lastName.trim().charAt(0)}`.toUpperCase()
}

/** The profile photo (§3: png, jpg, jpeg): preview, upload or replace, remove; failures say why, with a retry. */
export function PhotoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile')
  const upload = useUploadPhoto()
  const remove = useDeleteFile()
  const [isConfirming, setConfirming] = useState(false)
  const slot = useFileUpload({
    check: checkPhotoFile,
    describeProblem: (problem) => (problem === 'too_large' ? t('photo.too_large') : t('photo.wrong_type')),
    send: (file) => upload.mutateAsync(file).then(() => notifySuccess(t('photo.saved'))),
  })
  const name = `${profile.firstName} ${profile.lastName}`
  const hasPhoto = !!profile.photoUrl

  const onRemove = () =>
    remove.mutate('photo', {
      onSuccess: () => {
        setConfirming(false)
        notifySuccess(t('photo.removed'))
      },
      onError: (error) => {
        setConfirming(false)
        notifyError(error.message)
      },
    })

  return (
    <ProfileCard
      id="photo"
      title={t('photo.title')}
      description={t('photo.description')}
      icon={<IconCamera size={22} />}
    >
      <div className={classes.photoRow}>
        <Avatar
          src={profile.photoUrl}
          alt={hasPhoto ? t('photo.alt', { name }) : undefined}
          size={112}
          radius={112}
          color="indigo"
        >
          <span aria-hidden>{initialsOf(profile)}</span>
        </Avatar>
        <div>
          <div className={layout.actions}>
            <FileButton onChange={slot.choose} accept={PHOTO_ACCEPT} resetRef={slot.resetRef}>
              {(props) => (
                <Button {...props} leftSection={<IconPhotoUp size={18} aria-hidden />} loading={upload.isPending}>
                  {hasPhoto ? t('photo.replace') : t('photo.upload')}
                </Button>
              )}
            </FileButton>
            {hasPhoto ? (
              <Button
                variant="default"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setConfirming(true)}
                disabled={upload.isPending}
              >
                {t('photo.remove')}
              </Button>
            ) : null}
          </div>
          <Text size="sm" c="dimmed" mt="xs">
            {hasPhoto ? t('photo.present') : t('photo.absent')}
          </Text>
        </div>
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
      <ConfirmDialog
        opened={isConfirming}
        title={t('photo.remove_title')}
        body={t('photo.remove_body')}
        confirmLabel={t('photo.remove')}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
        isPending={remove.isPending}
        confirmColor="red"
      />
    </ProfileCard>
  )
}
