import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LoadFailed, LoadingStatus } from '../ui/query-status'
import { useTalentDocuments } from './list-talent-documents'
import classes from './talent-profile.module.css'

/**
 * The talent's documents on the profile a company sees (#20): the CV, certification proofs and generated résumés,
 * under the profile's own rules (GET /talent/{id}/documents answers only a company the profile is visible to).
 */
export function TalentDocumentsSection({ talentId }: { talentId: number }) {
  const { t } = useTranslation('resume')
  const documents = useTalentDocuments(talentId)
  let body
  if (documents.data) {
    body =
      documents.data.length > 0 ? (
        <Stack gap={6}>
          {documents.data.map((document) => (
            <Group key={`${document.kind}-${document.id}`} gap="xs" wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              <Anchor
                href={document.url}
                download={document.fileName}
                size="sm"
                aria-label={t('profile_section.download', { name: document.fileName })}
              >
                {document.certification
                  ? `${t(`profile_section.kind.${document.kind}`)} · ${document.certification.name}`
                  : t(`profile_section.kind.${document.kind}`)}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {document.fileName}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('profile_section.empty')}
        </Text>
      )
  } else if (documents.isError) {
    body = (
      <LoadFailed
        title={t('profile_section.failed')}
        error={documents.error}
        onRetry={() => void documents.refetch()}
        isRetrying={documents.isFetching}
      />
    )
  } else {
    body = <LoadingStatus label={t('profile_section.loading')} />
  }
  return (
    <section className={classes.profileSection}>
      <Title order={3} size="h5" className={classes.profileSectionTitle}>
        {t('profile_section.title')}
      </Title>
      {body}
    </section>
  )
}
