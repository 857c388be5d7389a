import { List, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { PlanLimits } from '@sentinela/shared/schemas/billing'
import { translateKey } from '../../../lib/form-errors'
import { featureLines } from '../utils/format'
import classes from './billing.module.css'

/** Every limit of a plan in words, each marked included or not (in words too, for screen readers). */
export function PlanFeatures({ limits, label }: { limits: PlanLimits; label?: string }) {
  const { t } = useTranslation('billing')
  return (
    <List
      spacing={6}
      size="sm"
      center
      aria-label={label}
      className={classes.features}
      classNames={{ itemLabel: classes.featureLabel }}
    >
      {featureLines(limits).map((line) => (
        <List.Item
          key={line.key}
          data-included={line.included || undefined}
          icon={
            <ThemeIcon size={20} radius="xl" color={line.included ? 'teal.8' : 'gray.6'} aria-hidden>
              {line.included ? <IconCheck size={13} /> : <IconX size={13} />}
            </ThemeIcon>
          }
        >
          <VisuallyHidden>{line.included ? t('limits.included') : t('limits.not_included')} </VisuallyHidden>
          <span className={line.included ? undefined : classes.excluded}>
            {translateKey(t as never, `billing:${line.key}`, line.values)}
          </span>
        </List.Item>
      ))}
    </List>
  )
}
