import { Anchor, Button, FileButton, Group, Text } from '@mantine/core'
import {
  IconCertificate,
  IconDownload,
  IconFileCv,
  IconFileTypePdf,
  IconFileUpload,
  IconPaperclip,
  IconTrash,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { CERTIFICATION_PROOF_MAX_BYTES, type TalentDocument } from '@sentinela/shared/schemas/resume'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { SectionCard } from '../../../components/ui/section-card'
import { UploadError } from '../../../components/ui/upload-error'
import { pathOf } from '../../../config/paths'
import { useFileUpload } from '../../../hooks/use-file-upload'
import { checkFileKind } from '../../../lib/file-checks'
import { useProfile } from '../../../lib/get-profile'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useDeleteDocument } from '../api/delete-document'
import { useDocuments } from '../api/list-documents'
import { useUploadCertificationProof } from '../api/upload-certification-proof'
import layout from '../../../components/ui/layout.module.css'

const PROOF_LIMIT_MB = CERTIFICATION_PROOF_MAX_BYTES / 1024 / 1024
const PROOF_KIND = {
  extensions: ['pdf', 'png', 'jpg', 'jpeg'],
  types: ['application/pdf', 'image/png', 'image/jpeg'],
  maxBytes: CERTIFICATION_PROOF_MAX_BYTES,
}

/** A document's line: its name as a download link, what it is, and a delete button. */
function DocumentLine({
  document,
  title,
  details,
  onDelete,
}: {
  document: TalentDocument
  title?: string
  details?: string
  onDelete: (document: TalentDocument, name: string) => void
}) {
  const { t } = useTranslation('resume')
  const name = title ?? document.fileName
  return (
    <div className={layout.item}>
      <div className={layout.itemBody}>
        <Anchor
          href={document.url}
          download={document.fileName}
          fw={600}
          className={layout.itemTitle}
          aria-label={t('documents.download', { name })}
        >
          <Group gap={6} wrap="nowrap" component="span">
            <IconDownload size={16} aria-hidden />
            {name}
          </Group>
        </Anchor>
        {details ? <p className={layout.itemLine}>{details}</p> : null}
      </div>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => onDelete(document, name)}
        aria-label={t('documents.delete', { name })}
      >
        {t('documents.delete_action')}
      </Button>
    </div>
  )
}

function ProofRow({
  certification,
  proof,
  onDelete,
}: {
  certification: Profile['certifications'][number]
  proof: TalentDocument | undefined
  onDelete: (document: TalentDocument, name: string) => void
}) {
  const { t } = useTranslation('resume')
  const upload = useUploadCertificationProof()
  const slot = useFileUpload({
    check: (file) => checkFileKind(file, PROOF_KIND),
    describeProblem: (problem) =>
      problem === 'too_large'
        ? t('documents.proof_too_large', { limit: PROOF_LIMIT_MB })
        : t('documents.proof_wrong_type'),
    send: (file) =>
      upload
        .mutateAsync({ certificationId: certification.id, file })
        .then(() => notifySuccess(t('documents.proof_saved'))),
  })
  const label = proof
    ? t('documents.replace_proof', { name: certification.name })
    : t('documents.attach_proof', { name: certification.name })
  return (
    <div className={layout.box}>
      <Text fw={600}>{certification.name}</Text>
      {certification.issuingEntity ? (
        <Text size="sm" c="dimmed">
          {certification.issuingEntity}
        </Text>
      ) : null}
      {proof ? (
        <DocumentLine document={proof} onDelete={onDelete} />
      ) : (
        <Text size="sm" c="dimmed" mt={4}>
          {t('documents.proof_missing')}
        </Text>
      )}
      <FileButton
        onChange={slot.choose}
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        resetRef={slot.resetRef}
      >
        {(props) => (
          <Button
            {...props}
            mt="xs"
            size="xs"
            variant="default"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            loading={upload.isPending}
            aria-label={label}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {slot.failure ? (
        <UploadError
          title={label}
          message={slot.failure.message}
          retryLabel={label}
          onRetry={slot.failure.canRetry ? slot.retry : undefined}
          isRetrying={upload.isPending}
        />
      ) : null}
    </div>
  )
}

function Documents({ documents, profile }: { documents: TalentDocument[]; profile: Profile }) {
  const { t, i18n } = useTranslation(['resume', 'common'])
  const remove = useDeleteDocument()
  const [deleting, setDeleting] = useState<{ document: TalentDocument; name: string } | null>(null)
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const cv = documents.find((item) => item.kind === 'cv')
  const proofs = new Map(
    documents.filter((item) => item.certification).map((item) => [item.certification!.id, item] as const),
  )
  const resumes = documents.filter((item) => item.kind === 'resume')
  const onDelete = (document: TalentDocument, name: string) => setDeleting({ document, name })
  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { id: deleting.document.id, kind: deleting.document.kind },
      {
        onSuccess: () => {
          notifySuccess(deleting.document.kind === 'cv' ? t('documents.cv_deleted') : t('documents.deleted'))
          setDeleting(null)
        },
        onError: (error) => {
          setDeleting(null)
          notifyError(error)
        },
      },
    )

  return (
    <>
      <SectionCard id="cv" title={t('documents.cv')} icon={<IconFileCv size={22} />}>
        {cv ? <DocumentLine document={cv} onDelete={onDelete} /> : <Text size="sm">{t('documents.cv_absent')}</Text>}
        <div className={layout.actions}>
          <Button
            component={Link}
            to={`${pathOf('talent_account_profile_basic_data')}#cv`}
            variant="default"
            mt="sm"
            leftSection={<IconFileUpload size={18} aria-hidden />}
          >
            {t('documents.manage_cv')}
          </Button>
        </div>
      </SectionCard>
      <SectionCard
        id="proofs"
        title={t('documents.proofs')}
        description={t('documents.proofs_hint', { limit: PROOF_LIMIT_MB })}
        icon={<IconCertificate size={22} />}
      >
        {profile.certifications.length === 0 ? (
          <>
            <Text size="sm">{t('documents.no_certifications')}</Text>
            <Button component={Link} to={pathOf('talent_account_profile_certifications')} variant="default" mt="sm">
              {t('documents.add_certifications')}
            </Button>
          </>
        ) : (
          <div className={layout.list}>
            {profile.certifications.map((certification) => (
              <ProofRow
                key={certification.id}
                certification={certification}
                proof={proofs.get(certification.id)}
                onDelete={onDelete}
              />
            ))}
          </div>
        )}
      </SectionCard>
      <SectionCard id="resumes" title={t('documents.resumes')} icon={<IconFileTypePdf size={22} />}>
        {resumes.length === 0 ? (
          <Text size="sm">{t('documents.no_resumes')}</Text>
        ) : (
          <div className={layout.list}>
            {resumes.map((document) => (
              <DocumentLine
                key={document.id}
                document={document}
                title={t('documents.resume_name', {
                  template: document.template ? t(`builder.templates.${document.template}`) : '',
                  language: document.language ? t(`builder.languages.${document.language}`) : '',
                })}
                details={[
                  document.createdAt
                    ? t('documents.created', { date: dateFormat.format(new Date(document.createdAt)) })
                    : null,
                  document.sizeBytes
                    ? t('documents.size_kb', { size: Math.max(1, Math.round(document.sizeBytes / 1024)) })
                    : null,
                  document.fileName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                onDelete={onDelete}
              />
            ))}
          </div>
        )}
        <Button component={Link} to={pathOf('builder')} variant="default" mt="sm">
          {t('documents.open_builder')}
        </Button>
      </SectionCard>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('documents.delete_title')}
        body={t('documents.delete_body', { name: deleting?.name ?? '' })}
        confirmLabel={t('documents.delete_action')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        isPending={remove.isPending}
        confirmColor="red"
      />
    </>
  )
}

/** /talent/profile/documents: the CV, certification proofs and generated résumés (issue #20). */
export function DocumentsRoute() {
  const { t } = useTranslation(['resume', 'common'])
  const documents = useDocuments()
  const profile = useProfile()
  const failed = documents.error ?? profile.error
  return (
    <div className={layout.stack}>
      <PageHeader title={t('common:page.talent_profile_documents')} intro={t('documents.intro')} />
      {failed ? (
        <LoadFailed
          title={t('common:page.talent_profile_documents')}
          error={failed}
          onRetry={() => void Promise.all([documents.refetch(), profile.refetch()])}
        />
      ) : documents.data && profile.data ? (
        <Documents documents={documents.data} profile={profile.data} />
      ) : (
        <LoadingStatus label={t('common:page.talent_profile_documents')} />
      )}
    </div>
  )
}
