import { Badge, Button, CloseButton, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import { PROJECT_STATEMENTS_MAX } from '@sentinela/shared/schemas/portfolio'
import { useWorkRoles } from '../../../lib/list-work-roles'
import { useStatementSearch } from '../api/search-statements'
import type { ChosenStatement } from '../utils/project-values'
import classes from './portfolio.module.css'

/**
 * Picks the NICE statements a project demonstrates: the framework's statement search (the roles wizard's), over every
 * work role, by type; at most PROJECT_STATEMENTS_MAX, each once.
 */
export function StatementPicker({
  value,
  onChange,
  error,
}: {
  value: readonly ChosenStatement[]
  onChange: (next: ChosenStatement[]) => void
  error?: string
}) {
  const { t } = useTranslation('portfolio')
  const id = useId()
  const [type, setType] = useState<StatementType>('skill')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 250)
  const roles = useWorkRoles()
  const workRoleCodes = useMemo(
    () => (roles.data ?? []).flatMap((category) => category.workRoles.map((role) => role.code)),
    [roles.data],
  )
  const results = useStatementSearch({ type, workRoleCodes, search: debounced.trim() })
  const chosen = new Set(value.map((statement) => statement.code))
  const isFull = value.length >= PROJECT_STATEMENTS_MAX
  const isSearching = debounced.trim().length >= 2

  return (
    <fieldset className={classes.picker} aria-describedby={`${id}-hint`}>
      <legend className={classes.pickerLegend}>{t('statements.label')}</legend>
      <Text size="sm" c="dimmed" id={`${id}-hint`}>
        {t('statements.hint', { max: PROJECT_STATEMENTS_MAX })}
      </Text>

      <Stack gap={6} mt="sm">
        <Text size="sm" fw={600} id={`${id}-chosen`}>
          {t('statements.chosen')}
        </Text>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('statements.none_chosen')}
          </Text>
        ) : (
          <ul className={classes.chosenList} aria-labelledby={`${id}-chosen`}>
            {value.map((statement) => (
              <li key={statement.code} className={classes.chosenItem}>
                <Badge variant="light" className={classes.code}>
                  {statement.code}
                </Badge>
                <Text size="sm" className={classes.chosenText}>
                  {statement.description}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('statements.remove', { code: statement.code })}
                  onClick={() => onChange(value.filter((item) => item.code !== statement.code))}
                />
              </li>
            ))}
          </ul>
        )}
        {isFull ? (
          <Text size="sm" c="dimmed" role="status">
            {t('statements.max_reached', { max: PROJECT_STATEMENTS_MAX })}
          </Text>
        ) : null}
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>

      <Group mt="md" gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('statements.type')}
          value={type}
          onChange={(next) => setType(next as StatementType)}
          data={[
            { value: 'task', label: t('statements.type_task') },
            { value: 'knowledge', label: t('statements.type_knowledge') },
            { value: 'skill', label: t('statements.type_skill') },
          ]}
        />
        <TextInput
          className={classes.pickerSearch}
          label={t('statements.search')}
          description={t('statements.search_hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          disabled={isFull}
        />
      </Group>

      {isSearching && !isFull ? (
        <div className={classes.results} aria-live="polite">
          {results.isPending ? (
            <Text size="sm" c="dimmed" role="status">
              {t('statements.loading')}
            </Text>
          ) : results.data && results.data.data.length > 0 ? (
            <ul className={classes.resultList} aria-label={t('statements.results')}>
              {results.data.data.map((statement) => (
                <li key={statement.code} className={classes.resultItem}>
                  <div>
                    <Badge variant="outline" className={classes.code}>
                      {statement.code}
                    </Badge>{' '}
                    <Text size="sm" span>
                      {statement.description}
                    </Text>
                    {statement.description !== statement.originalDescription ? (
                      <Text size="xs" c="dimmed" lang="en">
                        {t('statements.original', { text: statement.originalDescription })}
                      </Text>
                    ) : null}
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    className={classes.addButton}
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={chosen.has(statement.code)}
                    aria-label={t('statements.add', { code: statement.code })}
                    onClick={() => onChange([...value, { code: statement.code, description: statement.description }])}
                  >
                    {statement.code}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <Text size="sm" c="dimmed">
              {t('statements.no_results')}
            </Text>
          )}
        </div>
      ) : null}
    </fieldset>
  )
}
