import { Badge, Grid, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { STATEMENT_TYPES, type StatementType } from '@sentinela/shared/nice/statement-codes'
import { useLanguage } from '../../../hooks/use-language'
import type { RoleStatement } from '../utils/fit-preview'
import { countStatementsByType } from '../utils/nice-selection'
import { FitPreview } from './fit-preview'
import { StatementList } from './statement-list'
import classes from './roles.module.css'

export interface StatementStepProps {
  workRoleCodes: readonly string[]
  statementCodes: readonly string[]
  roleNames: ReadonlyMap<string, string>
  /** Every statement of the chosen roles, for the live preview; undefined while loading. */
  roleStatements: readonly RoleStatement[] | undefined
  onSelect: (codes: string[], selected: boolean) => void
}

/**
 * Step 3: the task, knowledge and skill statements of the chosen roles, one tab per type with its selected count,
 * beside the live fit preview.
 */
export function StatementStep({
  workRoleCodes,
  statementCodes,
  roleNames,
  roleStatements,
  onSelect,
}: StatementStepProps) {
  const { t } = useTranslation('roles')
  const language = useLanguage()
  const counts = countStatementsByType(statementCodes)
  const selected = new Set(statementCodes)
  const total = STATEMENT_TYPES.reduce((sum, type) => sum + counts[type], 0)

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('statements.heading')}
        </Title>
        <Text c="dimmed">{t('statements.help')}</Text>
        {/* PRODUCT.md: statements are NIST's English in every language; said once, quietly, where it matters. */}
        {language === 'en' ? null : (
          <Text size="sm" c="dimmed" mt={4} className={classes.englishNote}>
            <IconLanguage size={16} aria-hidden />
            {t('statements.english_note')}
          </Text>
        )}
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Text fw={600} aria-live="polite">
              {t('statements.total_selected', { count: total })}
            </Text>
            <Tabs defaultValue={STATEMENT_TYPES[0]} keepMounted>
              <Tabs.List aria-label={t('statements.tabs_label')}>
                {STATEMENT_TYPES.map((type: StatementType) => (
                  <Tabs.Tab
                    key={type}
                    value={type}
                    rightSection={
                      <Badge size="sm" variant={counts[type] > 0 ? 'filled' : 'outline'} color="indigo" aria-hidden>
                        {counts[type]}
                      </Badge>
                    }
                  >
                    {t(`statements.tab.${type}`)}{' '}
                    <VisuallyHidden>{t('statements.selected_count', { count: counts[type] })}</VisuallyHidden>
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {STATEMENT_TYPES.map((type) => (
                <Tabs.Panel key={type} value={type} pt="md">
                  <StatementList
                    type={type}
                    workRoleCodes={workRoleCodes}
                    selectedCodes={selected}
                    onSelect={onSelect}
                    roleNames={roleNames}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div className={classes.previewColumn}>
            <FitPreview
              workRoleCodes={workRoleCodes}
              roleNames={roleNames}
              selectedCodes={statementCodes}
              statements={roleStatements}
            />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
