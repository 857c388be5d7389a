import { Button, Checkbox, Code, Group, Pagination, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import { SEARCH_MIN_LENGTH } from '@sentinela/shared/schemas/common'
import { LoadFailed } from '../../../components/ui/query-status'
import { useStatements } from '../api/list-statements'
import classes from './roles.module.css'

/** Rows per page of statements. */
export const STATEMENTS_PAGE_SIZE = 20
/** The search waits for a pause in typing before it asks the API. */
const SEARCH_DEBOUNCE_MS = 300
const STATUS_ROLE = 'status'

export interface StatementListProps {
  type: StatementType
  workRoleCodes: readonly string[]
  selectedCodes: ReadonlySet<string>
  onSelect: (codes: string[], selected: boolean) => void
  roleNames: ReadonlyMap<string, string>
}

/**
 * One type of statement of the chosen roles: search (from 2 characters, §5), a page of statements to tick, and
 * select all / clear for the page shown. Statement texts are NIST's English, marked so screen readers read them so.
 */
export function StatementList({ type, workRoleCodes, selectedCodes, onSelect, roleNames }: StatementListProps) {
  const { t } = useTranslation('roles')
  const hintId = useId()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const typed = search.trim()
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS)
  // §5: a search starts at 2 characters; a shorter one shows a hint and asks nothing.
  const isTooShort = typed.length > 0 && typed.length < SEARCH_MIN_LENGTH
  const activeSearch = debounced.length >= SEARCH_MIN_LENGTH && !isTooShort ? debounced : undefined
  const query = useStatements(type, { workRoleCodes, search: activeSearch, page, limit: STATEMENTS_PAGE_SIZE })

  const items = query.data?.data ?? []
  const total = query.data?.totalNumberOfRecords ?? 0
  const pages = Math.max(1, Math.ceil(total / STATEMENTS_PAGE_SIZE))
  const pageCodes = items.map((item) => item.code)
  const selectedOnPage = pageCodes.filter((code) => selectedCodes.has(code)).length
  const from = total === 0 ? 0 : (page - 1) * STATEMENTS_PAGE_SIZE + 1
  const to = Math.min(page * STATEMENTS_PAGE_SIZE, total)

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t(`statements.search_label.${type}`)}
        placeholder={t('statements.search_placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(1)
        }}
        aria-describedby={isTooShort ? hintId : undefined}
        maxLength={100}
      />
      {isTooShort ? (
        <Text id={hintId} size="sm" c="dimmed" role={STATUS_ROLE}>
          {t('statements.search_hint')}
        </Text>
      ) : null}

      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" role={STATUS_ROLE}>
          {query.data && total > 0 ? t('statements.range', { from, to, total }) : null}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={items.length === 0 || selectedOnPage === items.length}
            onClick={() => onSelect(pageCodes, true)}
          >
            {t('statements.select_page')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={selectedOnPage === 0}
            onClick={() => onSelect(pageCodes, false)}
          >
            {t('statements.clear_page')}
          </Button>
        </Group>
      </Group>

      {query.isError ? (
        <LoadFailed
          title={t('statements.load_failed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          retryLabel={t('wizard.retry')}
        />
      ) : query.data === undefined ? (
        <Stack gap="xs" aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text c="dimmed" py="md">
          {activeSearch ? t('statements.none_found', { search: activeSearch }) : t('statements.none')}
        </Text>
      ) : (
        <ul
          className={classes.statementList}
          aria-label={t(`statements.list_label.${type}`)}
          aria-busy={query.isFetching}
          data-stale={query.isPlaceholderData || undefined}
        >
          {items.map((item) => {
            const names = item.workRoleCodes.map((code) => roleNames.get(code) ?? code)
            return (
              <li key={item.code} className={classes.statementItem}>
                <Checkbox
                  checked={selectedCodes.has(item.code)}
                  onChange={(event) => onSelect([item.code], event.currentTarget.checked)}
                  label={
                    <>
                      <Code className={classes.statementCode}>{item.code}</Code>{' '}
                      <span lang="en">{item.description}</span>
                    </>
                  }
                  description={t('statements.in_roles', { roles: names.join(', ') })}
                />
              </li>
            )
          })}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label={t('statements.pagination.label')}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={1}
            getItemProps={(item) => ({ 'aria-label': t('statements.pagination.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`statements.pagination.${control}`) })}
          />
        </nav>
      ) : null}
    </Stack>
  )
}
