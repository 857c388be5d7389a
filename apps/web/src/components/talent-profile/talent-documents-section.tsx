import { Anchor, Group, Stack, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useTalentDocuments } from './list-talent-documents'
import { ProfileListSection, profileListWords } from './profile-list-section'

/**
 * The talent's documents on the profile a company sees (#20): the CV, certification proofs and generated résumés,
 * under the profile's own rules (GET /talent/{id}/documents answers only a company the profile is visible to).
 */
export function TalentDocumentsSection({ talentId }: { talentId: number }) {
  const { t } = useTranslation('resume')
  return (
    <ProfileListSection words={profileListWords(t)} query={useTalentDocuments(talentId)}>
      {(documents) => (
        <Stack gap={6}>
          {documents.map((document) => (
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
      )}
    </ProfileListSection>
  )
}
