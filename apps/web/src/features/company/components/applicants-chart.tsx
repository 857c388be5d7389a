import { Anchor, Badge, Button, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconTable, IconTableOff } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { COMMUNICATION_STATUSES, toBarSegments, type HiringSummary, type JobApplicants } from '../utils/dashboard'
import { pipelinePath } from '../utils/paths'
import { STATUS_COLORS } from './status-colors'
import classes from './company.module.css'

export interface ApplicantsChartProps {
  summary: HiringSummary
  /** The jobs to draw (the first of `summary.jobs`, or all of them). */
  rows: readonly JobApplicants[]
  headingOrder: 2 | 3
}

function useJobStatusLabel() {
  const { t } = useTranslation('company')
  return (row: JobApplicants) =>
    row.isOpen
      ? t('dashboard.job_status.open')
      : row.status === 'draft'
        ? t('dashboard.job_status.draft')
        : t('dashboard.job_status.expired')
}

/**
 * Candidates per communication status for each job, as horizontal stacked bars on one common scale. Each bar is an
 * image whose name says what it draws in words; the legend gives each status's total, and the same numbers can be
 * read as a table. Each job's title leads to its candidates.
 */
export function ApplicantsChart({ summary, rows, headingOrder }: ApplicantsChartProps) {
  const { t, i18n } = useTranslation(['company', 'options'])
  const titleId = useId()
  const captionId = useId()
  const tableId = useId()
  const [isTableShown, setTableShown] = useState(false)
  const jobStatusLabel = useJobStatusLabel()
  const statusLabel = (status: (typeof COMMUNICATION_STATUSES)[number]) => t(`options:communication_status.${status}`)
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' })

  const describeRow = (row: JobApplicants) => {
    if (row.total === 0) return t('dashboard.row_label_empty', { title: row.jobTitle })
    const details = list.format(
      COMMUNICATION_STATUSES.filter((status) => row.counts[status] > 0).map((status) =>
        t('dashboard.status_count', { status: statusLabel(status), count: row.counts[status] }),
      ),
    )
    return t('dashboard.row_label', {
      title: row.jobTitle,
      total: t('dashboard.candidates', { count: row.total }),
      details,
    })
  }

  return (
    <div className={classes.chart}>
      <Title order={headingOrder} size="h4" id={titleId}>
        {t('dashboard.chart_title')}
      </Title>
      <Text size="sm" c="dimmed" id={captionId} mt={4} mb="md">
        {t('dashboard.chart_caption')}
      </Text>

      <ul className={classes.legend} aria-label={t('dashboard.legend_label')}>
        {COMMUNICATION_STATUSES.map((status) => (
          <li key={status}>
            <span className={classes.swatch} style={{ background: STATUS_COLORS[status].background }} aria-hidden />
            <span>{statusLabel(status)}</span>
            <span className={classes.legendCount}>{summary.byStatus[status]}</span>
          </li>
        ))}
      </ul>

      <ul className={classes.chartRows} aria-labelledby={titleId} aria-describedby={captionId}>
        {rows.map((row) => (
          <li key={row.id} className={classes.chartRow}>
            <div className={classes.chartRowHead}>
              <Anchor component={Link} to={pipelinePath(row.id)} className={classes.chartJobLink}>
                {row.jobTitle}
                <VisuallyHidden>{t('dashboard.see_candidates')}</VisuallyHidden>
              </Anchor>
              <Badge size="sm" color={row.isOpen ? 'teal.9' : 'gray.7'}>
                {jobStatusLabel(row)}
              </Badge>
              <span className={classes.chartRowTotal}>{t('dashboard.candidates', { count: row.total })}</span>
            </div>
            <div role="img" aria-label={describeRow(row)} className={classes.track}>
              {toBarSegments(row.counts, summary.maxTotal).map((segment) => (
                <span
                  key={segment.status}
                  className={classes.segment}
                  style={{ flexBasis: `${segment.percent}%`, ...STATUS_COLORS[segment.status] }}
                >
                  {segment.count}
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>

      <Button
        variant="default"
        size="sm"
        mt="md"
        leftSection={isTableShown ? <IconTableOff size={18} aria-hidden /> : <IconTable size={18} aria-hidden />}
        aria-expanded={isTableShown}
        aria-controls={isTableShown ? tableId : undefined}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {isTableShown ? t('dashboard.hide_table') : t('dashboard.show_table')}
      </Button>
      {isTableShown ? (
        <Table.ScrollContainer minWidth={720} mt="sm">
          <Table id={tableId} className={classes.dataTable} striped withTableBorder captionSide="top">
            <Table.Caption>{t('dashboard.table_caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.table_job')}</Table.Th>
                {COMMUNICATION_STATUSES.map((status) => (
                  <Table.Th key={status} scope="col" ta="end">
                    {statusLabel(status)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="end">
                  {t('dashboard.table_total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={pipelinePath(row.id)}>
                      {row.jobTitle}
                    </Anchor>
                  </Table.Th>
                  {COMMUNICATION_STATUSES.map((status) => (
                    <Table.Td key={status} ta="end">
                      {row.counts[status]}
                    </Table.Td>
                  ))}
                  <Table.Td ta="end" fw={700}>
                    {row.total}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </div>
  )
}
