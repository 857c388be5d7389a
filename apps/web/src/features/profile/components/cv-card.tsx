import { Anchor, Button, FileButton, Group, Text } from '@mantine/core'
import { IconDownload, IconFileCv, IconFileUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { useUploadCv } from '../api/upload-cv'
import { checkCvFile, CV_ACCEPT } from '../utils/file-checks'
import { CvAnalysisPanel } from './cv-analysis-panel'
import { ProfileCard } from './profile-card'
import { useProfileFileSlot } from './profile-file-slot'
import layout from '../../../components/ui/layout.module.css'

/** The CV (pdf or docx up to 10 MB): download, upload or replace, remove; failures with a retry (§4, §8). */
export function CvCard({ profile, id = 'cv' }: { profile: Profile; id?: string }) {
  const { t } = useTranslation('profile')
  const upload = useUploadCv()
  const cv = profile.cv
  const { slot, removeButton, failure, confirmDialog } = useProfileFileSlot({
    kind: 'cv',
    hasFile: !!cv,
    check: checkCvFile,
    upload,
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
        {removeButton}
      </div>
      {failure}
      <CvAnalysisPanel profile={profile} />
      {confirmDialog}
    </ProfileCard>
  )
}
