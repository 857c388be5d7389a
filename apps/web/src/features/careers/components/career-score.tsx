import { Progress, Stack, Text } from '@mantine/core'
import type { CareerScore as Score } from '@sentinela/shared/schemas/careers'
import { useTranslation } from 'react-i18next'

/** The path percentage with its two parts (PRODUCT.md: 60 % trainings + 40 % fit). */
export function CareerScore({ score, label }: { score: Score | null; label?: string }) {
  const { t } = useTranslation('careers')
  if (!score)
    return (
      <Text size="sm" c="dimmed">
        {t('score.none')}
      </Text>
    )
  return (
    <Stack gap={4} data-testid="career-score">
      <Text size="sm" fw={600}>
        {label ?? t('score.label')}: {t('score.percentage', { value: score.percentage })}
      </Text>
      <Progress value={score.percentage} aria-label={label ?? t('score.label')} />
      <Text size="xs">
        {t('score.trainings_part', {
          done: score.completedTrainings,
          total: score.totalTrainings,
          value: score.trainingsPart,
        })}
      </Text>
      <Text size="xs">{t('score.fit_part', { value: score.roleFitPart })}</Text>
      <Text size="xs" c="dimmed">
        {t('score.formula')}
      </Text>
    </Stack>
  )
}
