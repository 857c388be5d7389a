import { Alert, Checkbox, Loader, Paper, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { NarratingAgent } from '../api/narrate'
import type { ModelRewrite } from '../hooks/use-model-rewrite'
import classes from './ai-agents.module.css'

/**
 * The agent's consent box, shown only when a model is configured: "Let the AI model rewrite this answer. This sends
 * <what> to the configured model." Nothing reaches a model without it (#18).
 */
export function ModelConsent<Agent extends NarratingAgent>({
  model,
  what,
}: {
  model: ModelRewrite<Agent>
  /** What the model would receive, in the reader's words ("your profile's statements and this plan"). */
  what: string
}) {
  const { t } = useTranslation('ai')
  if (!model.isAvailable) return null
  return (
    <Checkbox
      checked={model.consent}
      onChange={(event) => model.setConsent(event.currentTarget.checked)}
      label={t('model.consent', { what })}
      className={classes.consent}
    />
  )
}

/** The model's rewrite, as it arrives; on a failure, the built-in answer stands and this says so. */
export function ModelNarration<Agent extends NarratingAgent>({ model }: { model: ModelRewrite<Agent> }) {
  const { t } = useTranslation('ai')
  const { narration } = model
  if (narration.status === 'idle') return null
  const isStreaming = narration.status === 'streaming'
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      className={classes.narration}
      aria-labelledby="model-narration-title"
    >
      <Title order={3} size="h5" id="model-narration-title" className={classes.narrationTitle}>
        <IconSparkles size={18} aria-hidden /> {t('model.title')}
        {isStreaming ? <Loader size="xs" aria-hidden /> : null}
      </Title>
      <div aria-live="polite" aria-busy={isStreaming}>
        {narration.text ? (
          <Text className={classes.prose}>{narration.text}</Text>
        ) : isStreaming ? (
          <Text size="sm" c="dimmed">
            {t('model.writing')}
          </Text>
        ) : null}
      </div>
      {narration.status === 'error' ? (
        <Alert color="orange" icon={<IconAlertCircle aria-hidden />} title={t('model.failed')} mt="sm">
          {narration.message || t('model.failed_body')}
        </Alert>
      ) : null}
    </Paper>
  )
}
