import { Switch } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../hooks/use-language'
import classes from './statement-text.module.css'

export interface NistOriginalSwitchProps {
  checked: boolean
  onChange: (checked: boolean) => void
  size?: 'xs' | 'sm'
}

/**
 * The switch that shows NIST's English original under every statement of a list, with a word on who translated them.
 * English readers already read NIST's text: for them there is nothing to switch, and nothing is shown.
 */
export function NistOriginalSwitch({ checked, onChange, size = 'sm' }: NistOriginalSwitchProps) {
  const { t } = useTranslation('common')
  const language = useLanguage()
  if (language === 'en') return null
  return (
    <Switch
      className={classes.switch}
      size={size}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('nist_original.toggle')}
      description={t('nist_original.note')}
    />
  )
}
