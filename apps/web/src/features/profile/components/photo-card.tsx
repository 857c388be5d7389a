import { Avatar, Button, FileButton, Text } from '@mantine/core'
import { IconCamera, IconPhotoUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { useUploadPhoto } from '../api/upload-photo'
import { checkPhotoFile, PHOTO_ACCEPT } from '../utils/file-checks'
import { ProfileCard } from './profile-card'
import { useProfileFileSlot } from './profile-file-slot'
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
  const name = `${profile.firstName} ${profile.lastName}`
  const hasPhoto = !!profile.photoUrl
  const { slot, removeButton, failure, confirmDialog } = useProfileFileSlot({
    kind: 'photo',
    hasFile: hasPhoto,
    check: checkPhotoFile,
    upload,
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
            {removeButton}
          </div>
          <Text size="sm" c="dimmed" mt="xs">
            {hasPhoto ? t('photo.present') : t('photo.absent')}
          </Text>
        </div>
      </div>
      {failure}
      {confirmDialog}
    </ProfileCard>
  )
}
