import { useTranslation } from 'react-i18next'
import type { CommunicationStatus } from '@sentinela/shared/schemas/jobs'
import { countCandidates, toStatusSegments } from '../utils/status-counts'
import shared from './shared.module.css'
import classes from './status-counts.module.css'

/** One colour per §3 communication status; the legend beside the bar says the same in words. */
export const STATUS_COLORS: Record<CommunicationStatus, string> = {
  0: 'var(--mantine-color-cyan-7)',
  1: 'var(--mantine-color-indigo-7)',
  2: 'var(--mantine-color-orange-6)',
  3: 'var(--mantine-color-teal-7)',
  4: 'var(--mantine-color-gray-6)',
}

/**
 * A job's candidates per communication status: the total, a stacked bar (drawing only), and the same counts in words,
 * which is what screen readers read.
 */
export function StatusCounts({
  countsByStatus,
  headingId,
}: {
  countsByStatus: Record<string, number>
  headingId: string
}) {
  const { t } = useTranslation(['company-jobs', 'options'])
  const segments = toStatusSegments(countsByStatus)
  const total = countCandidates(countsByStatus)
  return (
    <div className={classes.counts}>
      <p className={classes.countsTotal} id={headingId}>
        {t('list.candidates', { count: total })}
      </p>
      {segments.length > 0 ? (
        <>
          <span className={classes.stackedBar} aria-hidden>
            {segments.map((segment) => (
              <span
                key={segment.status}
                style={{ width: `${segment.share}%`, background: STATUS_COLORS[segment.status] }}
              />
            ))}
          </span>
          <ul className={classes.legend} aria-labelledby={headingId}>
            {segments.map((segment) => (
              <li key={segment.status}>
                <span className={shared.swatch} style={{ background: STATUS_COLORS[segment.status] }} aria-hidden />
                <span>{t(`options:communication_status.${segment.status}`)}</span>
                <span className={classes.legendCount}>{segment.count}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
