import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { STATEMENT_TYPES } from '@sentinela/shared/nice/statement-codes'
import { LoadingStatus } from '../../../components/ui/query-status'
import { previewFits, type RoleStatement } from '../utils/fit-preview'
import { FitBar } from './fit-bar'

export interface FitPreviewProps {
  workRoleCodes: readonly string[]
  roleNames: ReadonlyMap<string, string>
  selectedCodes: readonly string[]
  /** Every statement of the chosen roles; undefined while they load. */
  statements: readonly RoleStatement[] | undefined
}

/** The wizard's summary: the live percentage fit per chosen role, by the shared formula (PRODUCT.md). */
export function FitPreview({ workRoleCodes, roleNames, selectedCodes, statements }: FitPreviewProps) {
  const { t } = useTranslation('roles')
  const headingId = useId()
  const fits = statements ? previewFits(selectedCodes, workRoleCodes, statements) : []
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
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
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {fits.map(({ workRoleCode, fit }) => {
              const name = roleNames.get(workRoleCode) ?? workRoleCode
              return (
                <li key={workRoleCode}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    <Text fw={700} size="sm">
                      {t('preview.percentage', { percentage: fit.percentage })}
                    </Text>
                  </Group>
                  <FitBar percentage={fit.percentage} />
                  <Text size="xs" c="dimmed" mt={4}>
                    {STATEMENT_TYPES.map((type) => t(`preview.coverage.${type}`, { ...fit.coverage[type] })).join(
                      ' · ',
                    )}
                  </Text>
                </li>
              )
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
