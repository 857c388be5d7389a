import { Code, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NistOriginalSwitch } from '../../../components/nice/nist-original-switch'
import { StatementText } from '../../../components/nice/statement-text'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useLanguage } from '../../../hooks/use-language'
import type { RoleFitDetail } from '../api/update-top-talent'
import { formatPercentage } from '../../../components/talent-profile/format'
import { coverageRows } from '../utils/format'
import classes from './talent-search.module.css'

type Statement = RoleFitDetail['missing'][number]

/** One list of statements in a box that scrolls: a role can hold a hundred, and the keyboard must reach them all. */
function StatementList({
  title,
  statements,
  empty,
  icon,
  showOriginal,
}: {
  title: string
  statements: Statement[]
  empty: string
  icon: ReactNode
  showOriginal: boolean
}) {
  const headingId = useId()
  return (
    <section className={classes.statementColumn} aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId} className={classes.statementHeading}>
        {icon}
        {title}
      </Title>
      {statements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        // WCAG 2.1.1: a scrolling box is reachable with the keyboard, and says what it holds.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={classes.statementScroller} tabIndex={0} role="region" aria-labelledby={headingId}>
          <ul className={classes.statementList}>
            {statements.map((statement) => (
              <li key={statement.code} className={classes.statementItem}>
                <Code className={classes.statementCode}>{statement.code}</Code>{' '}
                <StatementText statement={statement} showOriginal={showOriginal} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

/**
 * "Missing statements on demand": the talent's fit for the role computed again from what they hold now, how much of
 * each kind of statement they cover, and the statements held and missing, in the reader's language with NIST's English
 * original a switch away.
 */
export function RoleStatements({
  id,
  name,
  detail,
  error,
  isLoading,
  onRetry,
}: {
  id: string
  name: string
  detail: RoleFitDetail | undefined
  error: Error | null
  isLoading: boolean
  onRetry: () => void
}) {
  const { t } = useTranslation('talent-search')
  const language = useLanguage()
  const [showOriginal, setShowOriginal] = useState(false)
  return (
    <div id={id} className={classes.statements}>
      {detail ? (
        <>
          <Text size="sm" fw={600}>
            {t('statements.recomputed', {
              name,
              role: detail.name,
              fit: formatPercentage(detail.percentage, language),
            })}
          </Text>
          <ul className={classes.coverage} aria-label={t('statements.coverage_label')}>
            {coverageRows(detail.coverage).map((row) => (
              <li key={row.type}>
                {t('statements.coverage', {
                  type: t(`statements.type.${row.type}`),
                  held: row.held,
                  total: row.total,
                })}
              </li>
            ))}
          </ul>
          <NistOriginalSwitch size="xs" checked={showOriginal} onChange={setShowOriginal} />
          <div className={classes.statementColumns}>
            <StatementList
              title={t('statements.missing_title', { count: detail.missing.length })}
              statements={detail.missing}
              empty={t('statements.none_missing')}
              icon={<IconCircleDashed size={18} aria-hidden />}
              showOriginal={showOriginal}
            />
            <StatementList
              title={t('statements.held_title', { count: detail.held.length })}
              statements={detail.held}
              empty={t('statements.none_held')}
              icon={<IconCircleCheck size={18} aria-hidden />}
              showOriginal={showOriginal}
            />
          </div>
        </>
      ) : error ? (
        <LoadFailed title={t('statements.failed')} error={error} onRetry={onRetry} isRetrying={isLoading} />
      ) : isLoading ? (
        <LoadingStatus label={t('statements.loading')} />
      ) : null}
    </div>
  )
}
