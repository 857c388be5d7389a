import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { STATEMENT_TYPES } from '@sentinela/shared/nice/statement-codes'
import { LoadingStatus } from '../../../components/ui/query-status'
import { previewFits, type RoleStatement } from '../utils/fit-preview'
import { FitBar } from './fit-bar'
import classes from './roles.module.css'

export interface FitPreviewProps {
  workRoleCodes: readonly string[]
  roleNames: ReadonlyMap<string, string>
  selectedCodes: readonly string[]
  /** Every statement of the chosen roles; undefined while they load. */
  statements: readonly RoleStatement[] | undefined
  /** A job's minimum for one role (deep link from the job's gate): drawn on that role's bar, with the gap. */
  target?: { workRoleCode: string; minimum: number }
}

/**
 * The wizard's summary: the live percentage fit per chosen role, by the shared formula (PRODUCT.md), recomputed on
 * every tick, large enough to watch move. A polite live region says the new figures to screen readers.
 */
export function FitPreview({ workRoleCodes, roleNames, selectedCodes, statements, target }: FitPreviewProps) {
  const { t } = useTranslation('roles')
  const headingId = useId()
  const fits = statements ? previewFits(selectedCodes, workRoleCodes, statements) : []
  const nameOf = (code: string) => roleNames.get(code) ?? code
  const spoken = fits
    .map(({ workRoleCode, fit }) => t('preview.spoken', { role: nameOf(workRoleCode), percentage: fit.percentage }))
    .join(' · ')
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} className={classes.preview}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            {t('preview.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('preview.help')}
          </Text>
        </div>
        {statements === undefined ? (
          <LoadingStatus label={t('preview.loading')} />
        ) : (
          <>
            <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
            <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
              {fits.map(({ workRoleCode, fit }) => {
                const minimum = target?.workRoleCode === workRoleCode ? target.minimum : undefined
                return (
                  <li key={workRoleCode}>
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
                      <Text fw={600} size="sm">
                        {nameOf(workRoleCode)}
                      </Text>
                      <Text fw={800} className={classes.previewPercentage}>
                        {t('preview.percentage', { percentage: fit.percentage })}
                      </Text>
                    </Group>
                    <FitBar percentage={fit.percentage} size="lg" minimum={minimum} />
                    {minimum === undefined ? null : (
                      <Text size="sm" fw={600} mt={4} c={fit.percentage >= minimum ? 'teal.9' : 'orange.9'}>
                        {fit.percentage >= minimum
                          ? t('preview.minimum_met', { minimum })
                          : t('preview.minimum_gap', { minimum, count: minimum - fit.percentage })}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" mt={4}>
                      {STATEMENT_TYPES.map((type) => t(`preview.coverage.${type}`, { ...fit.coverage[type] })).join(
                        ' · ',
                      )}
                    </Text>
                  </li>
                )
              })}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  )
}
