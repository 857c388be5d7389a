import { Badge, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoleFitSummary } from '../../../lib/list-role-fits'
import { FitBar } from './fit-bar'
import classes from './roles.module.css'

export interface FitChartProps {
  fits: readonly RoleFitSummary[]
  chosenCodes: ReadonlySet<string>
  categoryNames: ReadonlyMap<string, string>
  selected: string | null
  onSelect: (workRoleCode: string) => void
  /** The id of the detail panel a row opens. */
  detailId: string
}

/**
 * A horizontal bar chart of the best-fitting work roles. Each row is a button with the role's name and percentage in
 * words, so the chart is its own text alternative; the bars only draw what the words say.
 */
export function FitChart({ fits, chosenCodes, categoryNames, selected, onSelect, detailId }: FitChartProps) {
  const { t } = useTranslation('roles')
  const titleId = useId()
  const captionId = useId()
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h3" id={titleId}>
          {t('overview.chart.title')}
        </Title>
        <Text size="sm" c="dimmed" id={captionId}>
          {t('overview.chart.caption', { count: fits.length })}
        </Text>
      </div>
      <ol className={classes.chartList} aria-labelledby={titleId} aria-describedby={captionId}>
        {fits.map((fit) => {
          const isSelected = selected === fit.workRoleCode
          return (
            <li key={fit.workRoleCode}>
              <UnstyledButton
                className={classes.chartRow}
                aria-expanded={isSelected}
                aria-controls={isSelected ? detailId : undefined}
                onClick={() => onSelect(fit.workRoleCode)}
              >
                <span className={classes.chartName}>
                  <span>{fit.name}</span>
                  {chosenCodes.has(fit.workRoleCode) ? (
                    <Badge component="span" size="sm" variant="light" color="indigo">
                      {t('overview.chart.chosen')}
                    </Badge>
                  ) : null}
                </span>
                <span className={classes.chartPercentage}>
                  {t('preview.percentage', { percentage: fit.percentage })}
                </span>
                <span className={classes.chartBar}>
                  <FitBar percentage={fit.percentage} size="lg" />
                </span>
                <span className={classes.chartMeta}>
                  {t('overview.chart.category', { name: categoryNames.get(fit.categoryCode) ?? fit.categoryCode })}
                </span>
              </UnstyledButton>
            </li>
          )
        })}
      </ol>
    </Stack>
  )
}
