import {
  Accordion,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { STATEMENT_TYPES, type StatementType } from '@sentinela/shared/nice/statement-codes'
import { NistOriginalSwitch } from '../../../components/nice/nist-original-switch'
import { StatementText } from '../../../components/nice/statement-text'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useLanguage } from '../../../hooks/use-language'
import { useRoleFit, type RoleFitDetail as RoleFitDetailData } from '../api/get-role-fit'
import { explainFit, toCoverage } from '../utils/fit-preview'
import { FitBar } from './fit-bar'
import classes from './roles.module.css'

/** Statements shown per list before "Show all". */
const LIST_PREVIEW_COUNT = 8

type FitStatement = RoleFitDetailData['held'][number]

function StatementLines({
  statements,
  held,
  emptyText,
  showOriginal,
}: {
  statements: readonly FitStatement[]
  held: boolean
  emptyText: string
  showOriginal: boolean
}) {
  const { t } = useTranslation('roles')
  const [isExpanded, setExpanded] = useState(false)
  if (statements.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    )
  }
  const shown = isExpanded ? statements : statements.slice(0, LIST_PREVIEW_COUNT)
  return (
    <Stack gap="xs" align="flex-start">
      <ul className={classes.statementLines}>
        {shown.map((statement) => (
          <li key={statement.code} className={classes.statementLine}>
            {held ? (
              <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />
            ) : (
              <IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />
            )}
            <span>
              <Code fw={600}>{statement.code}</Code> <StatementText statement={statement} showOriginal={showOriginal} />
            </span>
          </li>
        ))}
      </ul>
      {statements.length > LIST_PREVIEW_COUNT ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((value) => !value)}>
          {isExpanded ? t('fit.show_fewer') : t('fit.show_all', { count: statements.length })}
        </Button>
      ) : null}
    </Stack>
  )
}

function FormulaTable({ detail }: { detail: RoleFitDetailData }) {
  const { t } = useTranslation('roles')
  const language = useLanguage()
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })
  // Two decimals on what each type adds, so the rows visibly add up to the sum before it is rounded down (the sum
  // itself is cut, never rounded up, so it never reads above the fit).
  const precise = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 })
  const { terms, percentage } = explainFit(toCoverage(detail.coverage))
  const sum = terms.reduce((total, term) => total + term.contribution, 0)
  return (
    <Table className={classes.formulaTable} withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('fit.column.type')}</Table.Th>
          <Table.Th scope="col">{t('fit.column.held')}</Table.Th>
          <Table.Th scope="col">{t('fit.column.share')}</Table.Th>
          <Table.Th scope="col">{t('fit.column.weight')}</Table.Th>
          <Table.Th scope="col">{t('fit.column.contribution')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {terms.map((term) => (
          <Table.Tr key={term.type}>
            <Table.Th scope="row">{t(`fit.type.${term.type}`)}</Table.Th>
            <Table.Td>{t('fit.coverage', { held: term.held, total: term.total })}</Table.Td>
            <Table.Td>{percent.format(term.share)}</Table.Td>
            <Table.Td>{percent.format(term.weight)}</Table.Td>
            <Table.Td>{precise.format(term.contribution)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={4}>
            {t('fit.sum')}
          </Table.Th>
          <Table.Td>{precise.format(Math.floor(sum * 10_000 + 1e-7) / 10_000)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" colSpan={4}>
            {t('fit.total')}
          </Table.Th>
          <Table.Td fw={700}>{t('preview.percentage', { percentage })}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  )
}

function TypeStatements({
  detail,
  type,
  showOriginal,
}: {
  detail: RoleFitDetailData
  type: StatementType
  showOriginal: boolean
}) {
  const { t } = useTranslation('roles')
  const held = detail.held.filter((statement) => statement.type === type)
  const missing = detail.missing.filter((statement) => statement.type === type)
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <section>
        <Title order={4} size="h5" mb="xs">
          {t('fit.held_title', { count: held.length })}
        </Title>
        <StatementLines statements={held} held emptyText={t('fit.held_none')} showOriginal={showOriginal} />
      </section>
      <section>
        <Title order={4} size="h5" mb="xs">
          {t('fit.missing_title', { count: missing.length })}
        </Title>
        <StatementLines
          statements={missing}
          held={false}
          emptyText={t('fit.missing_none')}
          showOriginal={showOriginal}
        />
      </section>
    </SimpleGrid>
  )
}

function Detail({ detail }: { detail: RoleFitDetailData }) {
  const { t } = useTranslation('roles')
  const [showOriginal, setShowOriginal] = useState(false)
  const coverage = toCoverage(detail.coverage)
  const types = STATEMENT_TYPES.filter((type) => coverage[type].total > 0)
  const coverageHeadingId = useId()
  return (
    <Stack gap="lg">
      <section aria-labelledby={coverageHeadingId}>
        <Title order={3} size="h4" mb="xs" id={coverageHeadingId}>
          {t('fit.coverage_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {types.map((type) => (
            <div key={type}>
              <Text fw={600} size="sm">
                {t(`fit.type.${type}`)}
              </Text>
              <Text size="sm">{t('fit.coverage', { ...coverage[type] })}</Text>
              <FitBar percentage={(coverage[type].held / coverage[type].total) * 100} />
            </div>
          ))}
        </SimpleGrid>
      </section>

      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="how">
          <Accordion.Control>{t('fit.how_title')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text size="sm">{t('fit.how_help')}</Text>
              <FormulaTable detail={detail} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      <NistOriginalSwitch checked={showOriginal} onChange={setShowOriginal} />
      <Tabs defaultValue={types[0]}>
        <Tabs.List aria-label={t('statements.tabs_label')}>
          {types.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`fit.type.${type}`)} <VisuallyHidden>{t('fit.coverage', { ...coverage[type] })}</VisuallyHidden>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {types.map((type) => (
          <Tabs.Panel key={type} value={type} pt="md">
            <TypeStatements detail={detail} type={type} showOriginal={showOriginal} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  )
}

export interface RoleFitDetailProps {
  workRoleCode: string
  /** The id the chart's rows point to (aria-controls). */
  id: string
  onClose: () => void
}

/**
 * One role's fit explained statement by statement (PRODUCT.md): coverage per type, the formula with this role's
 * numbers, and the statements held and missing, by type (`GET /profile/fit/{workRoleCode}`).
 */
export function RoleFitDetail({ workRoleCode, id, onClose }: RoleFitDetailProps) {
  const { t } = useTranslation('roles')
  const headingId = useId()
  const query = useRoleFit(workRoleCode)
  const detail = query.data
  return (
    <Paper component="section" id={id} withBorder p="lg" aria-labelledby={headingId} aria-busy={query.isFetching}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div className={classes.detailHeader}>
            <Title order={2} size="h3" id={headingId}>
              {detail
                ? t('fit.detail_title', { name: detail.name, percentage: detail.percentage })
                : t('fit.detail_label', { name: workRoleCode })}
            </Title>
            {detail ? <FitBar percentage={detail.percentage} size="lg" /> : null}
          </div>
          <Button variant="default" size="xs" onClick={onClose}>
            {t('fit.close')}
          </Button>
        </Group>
        {detail ? (
          <Detail key={detail.workRoleCode} detail={detail} />
        ) : query.isError ? (
          <LoadFailed
            title={t('fit.load_failed')}
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            retryLabel={t('wizard.retry')}
          />
        ) : (
          <LoadingStatus label={t('preview.loading')} />
        )}
      </Stack>
    </Paper>
  )
}
