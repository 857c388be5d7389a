import { Button, FileButton, Text } from '@mantine/core'
import { IconPhoto, IconPhotoUp, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompanyProfile } from '@sentinela/shared/schemas/company'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SectionCard } from '../../../components/ui/section-card'
import { UploadError } from '../../../components/ui/upload-error'
import { useFileUpload } from '../../../hooks/use-file-upload'
import { useDeleteLogo, useUploadLogo } from '../api/upload-logo'
import { checkLogoFile, LOGO_ACCEPT } from '../utils/file-checks'
import { notifySuccess } from '../../../lib/notify'
import { CompanyLogo } from './company-logo'
import layout from '../../../components/ui/layout.module.css'
import classes from './company.module.css'

/** The company logo (§3: png, jpg, jpeg; PRODUCT.md: up to 5 MB): preview, upload or replace, remove. */
export function LogoCard({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company')
  const upload = useUploadLogo()
  const remove = useDeleteLogo()
  const [isConfirming, setConfirming] = useState(false)
  const slot = useFileUpload({
    check: checkLogoFile,
    describeProblem: (problem) => (problem === 'too_large' ? t('logo.too_large') : t('logo.wrong_type')),
    send: (file) => upload.mutateAsync(file).then(() => notifySuccess(t('logo.saved'))),
  })
  const hasLogo = !!profile.logoUrl

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        notifySuccess(t('logo.removed'))
      },
    })

  const onCancel = () => {
    setConfirming(false)
    remove.reset()
  }

  return (
    <SectionCard id="logo" title={t('logo.title')} description={t('logo.description')} icon={<IconPhoto size={22} />}>
      <div className={classes.logoRow}>
        <CompanyLogo name={profile.name} logoUrl={profile.logoUrl} size={112} />
        <div>
          <div className={layout.actions}>
            <FileButton onChange={slot.choose} accept={LOGO_ACCEPT} resetRef={slot.resetRef}>
              {(props) => (
                <Button {...props} leftSection={<IconPhotoUp size={18} aria-hidden />} loading={upload.isPending}>
                  {hasLogo ? t('logo.replace') : t('logo.upload')}
                </Button>
              )}
            </FileButton>
            {hasLogo ? (
              <Button
                variant="default"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setConfirming(true)}
                disabled={upload.isPending}
              >
                {t('logo.remove')}
              </Button>
            ) : null}
          </div>
          <Text size="sm" c="dimmed" mt="xs">
            {hasLogo ? t('logo.present') : t('logo.absent')}
          </Text>
        </div>
      </div>
      {slot.failure ? (
        <UploadError
          title={t('logo.failed_title')}
          message={slot.failure.message}
          retryLabel={t('logo.retry')}
          onRetry={slot.failure.canRetry ? slot.retry : undefined}
          isRetrying={upload.isPending}
        />
      ) : null}
      <ConfirmDialog
        opened={isConfirming}
        title={t('logo.remove_title')}
        body={t('logo.remove_body')}
        confirmLabel={t('logo.remove')}
        onConfirm={onRemove}
        onCancel={onCancel}
        isPending={remove.isPending}
        error={remove.error ? { title: remove.error.message } : undefined}
      />
    </SectionCard>
  )
}
