import { Badge, Button, Checkbox, Code, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import { SEARCH_MIN_LENGTH } from '@sentinela/shared/schemas/common'
import { StatementText } from '../../../components/nice/statement-text'
import { filterStatements, type ListedStatement } from '../utils/statement-filter'
import classes from './roles.module.css'
import { LabelledPagination } from '../../../components/ui/labelled-pagination'

/** Rows per page of statements. */
export const STATEMENTS_PAGE_SIZE = 20
const STATUS_ROLE = 'status'

export interface StatementListProps {
  type: StatementType
  /** Every statement of the chosen roles (all types); undefined while they load. */
  statements: readonly ListedStatement[] | undefined
  /** One chosen role's statements only, or null for all of them. */
  workRoleCode: string | null
  selectedCodes: ReadonlySet<string>
  onSelect: (codes: string[], selected: boolean) => void
  roleNames: ReadonlyMap<string, string>
  /** Statements a job asks for and the talent lacked on arrival: listed first and marked (deep link from a job). */
  missingCodes?: ReadonlySet<string>
  /** NIST's English original under each statement (the step's NIST original switch). */
  showOriginal: boolean
}

/**
 * One type of statement of the chosen roles, filtered in the browser as the person types (from 2 characters, §5) and
 * by role, with select all / clear for everything the filter shows, on every page. Statement texts are in the
 * person's language, marked so screen readers read them so, with NIST's English original on request.
 */
export function StatementList({
  type,
  statements,
  workRoleCode,
  selectedCodes,
  onSelect,
  roleNames,
  missingCodes,
  showOriginal,
}: StatementListProps) {
  const { t } = useTranslation('roles')
  const hintId = useId()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const typed = search.trim()
  // §5: a search starts at 2 characters; a shorter one shows a hint and filters nothing.
  const isTooShort = typed.length > 0 && typed.length < SEARCH_MIN_LENGTH
  const words = isTooShort ? '' : typed
  const shown = useMemo(
    () => (statements ? filterStatements(statements, { type, workRoleCode, words }, missingCodes) : []),
    [statements, type, workRoleCode, words, missingCodes],
  )
  const total = shown.length
  const pages = Math.max(1, Math.ceil(total / STATEMENTS_PAGE_SIZE))
  const currentPage = Math.min(page, pages)
  const items = shown.slice((currentPage - 1) * STATEMENTS_PAGE_SIZE, currentPage * STATEMENTS_PAGE_SIZE)
  const shownCodes = shown.map((item) => item.code)
  const selectedShown = shownCodes.filter((code) => selectedCodes.has(code)).length
  const from = total === 0 ? 0 : (currentPage - 1) * STATEMENTS_PAGE_SIZE + 1
  const to = Math.min(currentPage * STATEMENTS_PAGE_SIZE, total)

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
          {total > 0 ? t('statements.range', { from, to, total }) : null}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            disabled={total === 0 || selectedShown === total}
            onClick={() => onSelect(shownCodes, true)}
          >
            {t('statements.select_shown', { count: total })}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={selectedShown === 0}
            onClick={() => onSelect(shownCodes, false)}
          >
            {t('statements.clear_shown', { count: selectedShown })}
          </Button>
        </Group>
      </Group>

      {statements === undefined ? (
        <Stack gap="xs" aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text c="dimmed" py="md">
          {words ? t('statements.none_found', { search: words }) : t('statements.none')}
        </Text>
      ) : (
        <ul className={classes.statementList} aria-label={t(`statements.list_label.${type}`)}>
          {items.map((item) => {
            const names = item.workRoleCodes.map((code) => roleNames.get(code) ?? code)
            const isMissing = missingCodes?.has(item.code) === true
            return (
              <li key={item.code} className={classes.statementItem} data-missing={isMissing || undefined}>
                <Checkbox
                  checked={selectedCodes.has(item.code)}
                  onChange={(event) => onSelect([item.code], event.currentTarget.checked)}
                  label={
                    <>
                      <Code className={classes.statementCode}>{item.code}</Code>{' '}
                      <StatementText statement={item} showOriginal={showOriginal} />
                      {isMissing ? (
                        <Badge size="xs" variant="filled" color="red.9" ml={6} className={classes.missingBadge}>
                          {t('statements.missing_for_job')}
                        </Badge>
                      ) : null}
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
          <LabelledPagination total={pages} value={currentPage} onChange={setPage} size="sm" siblings={1} />
        </nav>
      ) : null}
    </Stack>
  )
}
