import { NativeSelect, Stack, TextInput } from '@mantine/core'
import { useMemo, type ChangeEvent, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { parseLanguage, DEFAULT_LANGUAGE } from '@sentinela/shared/i18n/languages'
import { useCountries } from '../api/get-countries'

/** What a field of either form hook (@mantine/form's or the light one) spreads on its input. */
export interface PhoneFieldProps {
  error?: unknown
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

export interface PhoneFieldsProps {
  /** The chosen country's code; empty or null when none is. */
  country: string | null
  phone: string
  countryProps: PhoneFieldProps
  phoneProps: PhoneFieldProps
}

/**
 * §5 "valid phone number required": the country the number belongs to, then the number. A number typed with its
 * + code is valid whatever the country says, so the form still works when the country list cannot load.
 *
 * The country is the browser's own select (typing a name's first letters goes to it, and phones open their native
 * picker): Mantine's searchable one and the popover library under it would more than double what a first visit to
 * the sign-up pages downloads (issue #13).
 */
export function PhoneFields({ country, phone, countryProps, phoneProps }: PhoneFieldsProps) {
  const { t, i18n } = useTranslation('auth')
  const countries = useCountries(parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE)
  const options = useMemo(() => {
    const list = (countries.data ?? []).map((item) => ({ value: String(item.code), label: item.label }))
    // Until the list arrives, the chosen country still shows (by its code).
    if (country && !list.some((item) => item.value === country)) list.unshift({ value: country, label: country })
    return [{ value: '', label: t('fields.phone_country_placeholder') }, ...list]
  }, [countries.data, country, t])
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('fields.phone_country')}
        data={options}
        autoComplete="off"
        {...countryProps}
        error={countryProps.error as string | undefined}
        value={country ?? ''}
      />
      <TextInput
        type="tel"
        label={t('fields.phone')}
        description={t('fields.phone_description')}
        autoComplete="tel"
        required
        {...phoneProps}
        error={phoneProps.error as string | undefined}
        value={phone}
      />
    </Stack>
  )
}

/** A first guess at the phone's country from the interface language, which the person can change. */
export function guessPhoneCountry(language: string): string {
  const code = parseLanguage(language)
  if (code === 'es') return 'MX'
  if (code === 'pt') return 'BR'
  return 'US'
}
