import { RingProgress } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../../hooks/use-language'
import { clampPercentage, formatPercentage } from '../../../components/talent-profile/format'
import classes from './talent-search.module.css'

/**
 * A talent's fit for the role searched for, the card's headline: a ring with the number written inside it and the
 * role's name under it. Read as one image with its words, "85% fit for Incident Response".
 */
export function FitRing({ percentage, roleName }: { percentage: number; roleName: string }) {
  const { t } = useTranslation('talent-search')
  const language = useLanguage()
  const value = formatPercentage(percentage, language)
  return (
    <div className={classes.fitRing} role="img" aria-label={t('card.fit_for', { fit: value, role: roleName })}>
      <RingProgress
        size={92}
        thickness={9}
        roundCaps
        rootColor="var(--mantine-color-gray-2)"
        sections={[{ value: clampPercentage(percentage), color: 'indigo.7' }]}
        label={<span className={classes.fitRingValue}>{value}</span>}
      />
      <span className={classes.fitRingLabel}>{t('card.fit_label', { role: roleName })}</span>
    </div>
  )
}
