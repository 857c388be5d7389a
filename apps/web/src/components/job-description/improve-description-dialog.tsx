import { Alert, Badge, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconAlertTriangle, IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ImprovedDescription } from '@sentinela/shared/schemas/jobs'
import { LoadingStatus } from '../ui/query-status'
import classes from './improve-description.module.css'

export interface ImproveDescriptionDialogProps {
  opened: boolean
  proposal: ImprovedDescription | undefined
  isPending: boolean
  error: string | undefined
  /** The company takes the proposal: it replaces the description (undo stays possible until the job is saved). */
  onAccept: (proposal: ImprovedDescription) => void
  onClose: () => void
  onRetry: () => void
  /** What taking the proposal does here; the job stepper's words (it replaces the description, undo until saved) by default. */
  intro?: string
}

/**
 * The "Improve description" proposal (the job stepper's, and the job description improver agent's page, #18), to review before anything changes: the points to look at (wording that turns
 * people away, missing salary or place), the responsibilities proposed from the roles' NICE tasks, and the restructured
 * description exactly as it would replace the current one.
 */
export function ImproveDescriptionDialog({
  opened,
  proposal,
  isPending,
  error,
  onAccept,
  onClose,
  onRetry,
  intro,
}: ImproveDescriptionDialogProps) {
  const { t } = useTranslation('company-jobs')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('improve.dialog_title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
      classNames={{ content: classes.dialog }}
    >
      {isPending ? (
        <LoadingStatus label={t('improve.loading')} />
      ) : error ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('improve.failed')} role="alert">
            {error}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={onRetry}>{t('actions.retry')}</Button>
          </Group>
        </Stack>
      ) : proposal ? (
        <Stack gap="lg">
          <Text size="sm">{intro ?? t('improve.intro')}</Text>
          <section aria-labelledby="improve-flags">
            <Title order={3} size="h5" id="improve-flags" mb="xs">
              {t('improve.flags_title')}
            </Title>
            {proposal.flags.length === 0 ? (
              <Text size="sm" className={classes.noFlags}>
                <IconCheck size={16} aria-hidden /> {t('improve.no_flags')}
              </Text>
            ) : (
              <ul className={classes.flagList}>
                {proposal.flags.map((flag) => (
                  <li key={`${flag.kind}-${flag.excerpt ?? ''}`}>
                    <IconAlertTriangle size={16} className={classes.flagIcon} aria-hidden />
                    <span>{flag.message}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {proposal.responsibilities.length > 0 ? (
            <section aria-labelledby="improve-responsibilities">
              <Title order={3} size="h5" id="improve-responsibilities" mb={4}>
                {t('improve.responsibilities_title')}
              </Title>
              <Text size="sm" c="dimmed" mb="xs">
                {t('improve.responsibilities_help')}
              </Text>
              <List size="sm" spacing={4}>
                {proposal.responsibilities.map((responsibility) => (
                  <List.Item key={responsibility}>{responsibility}</List.Item>
                ))}
              </List>
            </section>
          ) : null}
          <section aria-labelledby="improve-description">
            <Group gap="xs" mb="xs">
              <Title order={3} size="h5" id="improve-description">
                {t('improve.description_title')}
              </Title>
              <Badge size="sm" color="gray.7">
                {t(`improve.source.${proposal.source}`)}
              </Badge>
            </Group>
            <pre className={classes.descriptionPreview}>{proposal.description}</pre>
          </section>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('improve.keep_mine')}
            </Button>
            <Button onClick={() => onAccept(proposal)} data-autofocus>
              {t('improve.accept')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
