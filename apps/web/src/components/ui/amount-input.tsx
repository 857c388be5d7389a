import { TextInput, type TextInputProps } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** A whole, non-negative amount; null when the field is empty. */
  value: number | null
  /** The largest amount taken: more is read as this. */
  max: number
  onChange: (value: number | null) => void
}

/** Digits only, at most as many as the largest amount has. */
function readDigits(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, String(max).length)
}

/**
 * A whole amount (a salary), typed as digits and shown with the interface language's grouping once left ("80,000" in
 * English, "80.000" in Spanish and Portuguese). Mantine's NumberInput and its formatting library did the same on a
 * public page for 10 KB more (issue #13).
 */
export function AmountInput({ value, max, onChange, onFocus, onBlur, ...others }: AmountInputProps) {
  const { i18n } = useTranslation()
  const format = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }), [i18n.language])
  // While the person types, the field holds their digits; otherwise it shows the amount, grouped.
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <TextInput
      {...others}
      inputMode="numeric"
      autoComplete="off"
      value={draft ?? (value === null ? '' : format.format(value))}
      onFocus={(event) => {
        setDraft(value === null ? '' : String(value))
        onFocus?.(event)
      }}
      onBlur={(event) => {
        setDraft(null)
        onBlur?.(event)
      }}
      onChange={(event) => {
        const digits = readDigits(event.currentTarget.value, max)
        setDraft(digits)
        onChange(digits === '' ? null : Math.min(Number(digits), max))
      }}
    />
  )
}
