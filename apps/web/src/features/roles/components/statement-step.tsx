import {
  Badge,
  Checkbox,
  Grid,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { STATEMENT_TYPES, type StatementType } from '@sentinela/shared/nice/statement-codes'
import { LoadFailed } from '../../../components/ui/query-status'
import { NistOriginalSwitch } from '../../../components/nice/nist-original-switch'
import { countStatementsByType } from '../utils/nice-selection'
import { groupOf, type ListedStatement } from '../utils/statement-filter'
import { FitPreview } from './fit-preview'
import { StatementList } from './statement-list'
import classes from './roles.module.css'

/** The role filter's value for "every chosen role". */
const ALL_ROLES = ''

export interface StatementStepProps {
  workRoleCodes: readonly string[]
  statementCodes: readonly string[]
  roleNames: ReadonlyMap<string, string>
  /** Every statement of the chosen roles, for the lists, the groups and the live preview; undefined while loading. */
  roleStatements: readonly ListedStatement[] | undefined
  /** The statements could not be loaded: why, and a way to try again. */
  loadError?: Error | null
  onRetry?: () => void
  isRetrying?: boolean
  onSelect: (codes: string[], selected: boolean) => void
  /** A job's gate sent the person here for this role (lib/profile-links.ts): its statements are shown first. */
  focus?: { workRoleCode: string; minimum?: number; missingCodes: ReadonlySet<string> }
}

/** One role's three groups: all its tasks, all its knowledge, all its skills, each ticked or cleared at once. */
function RoleGroups({
  workRoleCode,
  name,
  statements,
  selected,
  onSelect,
}: {
  workRoleCode: string
  name: string
  statements: readonly ListedStatement[]
  selected: ReadonlySet<string>
  onSelect: (codes: string[], selected: boolean) => void
}) {
  const { t } = useTranslation('roles')
  const nameId = useId()
  return (
    <div role="group" aria-labelledby={nameId} className={classes.roleGroup}>
      <Text fw={600} size="sm" id={nameId}>
        {name}
      </Text>
      <Stack gap={6} mt={6}>
        {STATEMENT_TYPES.map((type) => {
          const { codes, held } = groupOf(statements, workRoleCode, type, selected)
          if (codes.length === 0) return null
          const isAll = held === codes.length
          return (
            <Checkbox
              key={type}
              size="sm"
              checked={isAll}
              indeterminate={held > 0 && !isAll}
              onChange={() => onSelect(codes, !isAll)}
              label={t(`groups.all.${type}`, { count: codes.length })}
              description={t('groups.held', { held, total: codes.length })}
            />
          )
        })}
      </Stack>
    </div>
  )
}

/**
 * Step 3: the task, knowledge and skill statements of the chosen roles. Whole groups first (all of a role's tasks,
 * knowledge or skills at once), then one tab per type with a search that filters as the person types, a role filter
 * and select all / clear for what the filter shows, beside the live fit per role.
 */
export function StatementStep({
  workRoleCodes,
  statementCodes,
  roleNames,
  roleStatements,
  loadError,
  onRetry,
  isRetrying,
  onSelect,
  focus,
}: StatementStepProps) {
  const { t } = useTranslation('roles')
  const [showOriginal, setShowOriginal] = useState(false)
  const roleFilterId = useId()
  const counts = countStatementsByType(statementCodes)
  const selected = new Set(statementCodes)
  const total = STATEMENT_TYPES.reduce((sum, type) => sum + counts[type], 0)
  const [roleFilter, setRoleFilter] = useState<string>(focus?.workRoleCode ?? ALL_ROLES)
  // A role dropped since it was picked is no filter any more.
  const workRoleCode = workRoleCodes.includes(roleFilter) ? roleFilter : null
  const focusName = focus ? (roleNames.get(focus.workRoleCode) ?? focus.workRoleCode) : ''

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('statements.heading')}
        </Title>
        <Text c="dimmed">{t('statements.help')}</Text>
        {/* PRODUCT.md: statements read in the person's language, NIST's English original one click away. */}
        <Stack mt="xs">
          <NistOriginalSwitch checked={showOriginal} onChange={setShowOriginal} />
        </Stack>
      </div>
      {focus ? (
        <Paper withBorder p="sm" className={classes.focusNote} role="note">
          <Text size="sm">
            {focus.minimum === undefined
              ? t('focus.body', { role: focusName, count: focus.missingCodes.size })
              : t('focus.body_minimum', { role: focusName, minimum: focus.minimum, count: focus.missingCodes.size })}
          </Text>
        </Paper>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <div className={classes.previewColumn}>
            <FitPreview
              workRoleCodes={workRoleCodes}
              roleNames={roleNames}
              selectedCodes={statementCodes}
              statements={roleStatements}
              target={
                focus?.minimum === undefined ? undefined : { workRoleCode: focus.workRoleCode, minimum: focus.minimum }
              }
            />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            {loadError ? (
              <LoadFailed
                title={t('statements.load_failed')}
                error={loadError}
                onRetry={onRetry}
                isRetrying={isRetrying}
                retryLabel={t('wizard.retry')}
              />
            ) : null}
            {roleStatements ? (
              <section aria-labelledby={`${roleFilterId}-groups`}>
                <Title order={3} size="h5" id={`${roleFilterId}-groups`}>
                  {t('groups.title')}
                </Title>
                <Text size="sm" c="dimmed" mb="xs">
                  {t('groups.help')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {workRoleCodes.map((code) => (
                    <RoleGroups
                      key={code}
                      workRoleCode={code}
                      name={roleNames.get(code) ?? code}
                      statements={roleStatements}
                      selected={selected}
                      onSelect={onSelect}
                    />
                  ))}
                </SimpleGrid>
              </section>
            ) : null}
            <Text fw={600} aria-live="polite">
              {t('statements.total_selected', { count: total })}
            </Text>
            {workRoleCodes.length > 1 ? (
              <NativeSelect
                id={roleFilterId}
                label={t('statements.role_filter')}
                value={workRoleCode ?? ALL_ROLES}
                onChange={(event) => setRoleFilter(event.currentTarget.value)}
                data={[
                  { value: ALL_ROLES, label: t('statements.all_roles') },
                  ...workRoleCodes.map((code) => ({ value: code, label: roleNames.get(code) ?? code })),
                ]}
              />
            ) : null}
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
                    statements={roleStatements}
                    workRoleCode={workRoleCode}
                    selectedCodes={selected}
                    onSelect={onSelect}
                    roleNames={roleNames}
                    missingCodes={focus?.missingCodes}
                    showOriginal={showOriginal}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
