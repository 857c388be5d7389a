import { Button, FileButton, Text } from '@mantine/core'
import { IconArrowRight, IconFileImport } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IMPORT_MAX_BYTES } from '@sentinela/shared/schemas/resume'
import { SectionCard } from '../../../components/ui/section-card'
import { UploadError } from '../../../components/ui/upload-error'
import { pathOf } from '../../../config/paths'
import { useFileUpload } from '../../../hooks/use-file-upload'
import { checkFileKind } from '../../../lib/file-checks'
import { notifySuccess } from '../../../lib/notify'
import { useImportResume } from '../api/import-resume'
import layout from '../../../components/ui/layout.module.css'

const IMPORT_KIND = {
  extensions: ['json', 'zip'],
  types: ['application/json', 'application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
  maxBytes: IMPORT_MAX_BYTES,
}

/** Where the CV review is: the CV card of the basic data screen. */
export const REVIEW_PATH = `${pathOf('talent_account_profile_basic_data')}#cv`

/**
 * Import a JSON Resume file or a LinkedIn data export (.zip): its suggestions join the CV review, where the talent
 * accepts them one by one (issue #20; nothing enters the profile before).
 */
export function ImportCard() {
  const { t } = useTranslation('resume')
  const importer = useImportResume()
  const slot = useFileUpload({
    check: (file) => checkFileKind(file, IMPORT_KIND),
    describeProblem: (problem) =>
      problem === 'too_large'
        ? t('import.too_large', { limit: IMPORT_MAX_BYTES / 1024 / 1024 })
        : t('import.wrong_type'),
    send: (file) => importer.mutateAsync(file).then(() => notifySuccess(t('import.done'))),
  })
  return (
    <SectionCard
      id="import"
      title={t('import.title')}
      description={t('import.intro')}
      icon={<IconFileImport size={22} />}
    >
      <div className={layout.actions}>
        <FileButton
          onChange={slot.choose}
          accept=".json,.zip,application/json,application/zip"
          resetRef={slot.resetRef}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden />}
              loading={importer.isPending}
            >
              {t('import.choose')}
            </Button>
          )}
        </FileButton>
        {importer.isSuccess ? (
          <Button component={Link} to={REVIEW_PATH} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('import.review')}
          </Button>
        ) : null}
      </div>
      {importer.isSuccess ? (
        <Text size="sm" mt="sm" role="status">
          {t('import.done')}
        </Text>
      ) : null}
      {slot.failure ? (
        <UploadError
          title={t('import.choose')}
          message={slot.failure.message}
          retryLabel={t('import.choose')}
          onRetry={slot.failure.canRetry ? slot.retry : undefined}
          isRetrying={importer.isPending}
        />
      ) : null}
    </SectionCard>
  )
}
