import { Select, Stack, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { parseLanguage, DEFAULT_LANGUAGE } from '@sentinela/shared/i18n/languages'
import { searchFilter, toSelectData } from '../../../lib/select-options'
import { useCountries } from '../api/get-countries'

export interface PhoneFieldsProps {
  country: string | null
  countryProps: GetInputPropsReturnType
  phoneProps: GetInputPropsReturnType
}

/**
 * §5 "valid phone number required": the country the number belongs to, then the number. A number typed with its
 * + code is valid whatever the country says, so the form still works when the country list cannot load.
 */
export function PhoneFields({ country, countryProps, phoneProps }: PhoneFieldsProps) {
  const { t, i18n } = useTranslation('auth')
  const countries = useCountries(parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE)
  const options = useMemo(() => {
    const list = toSelectData(countries.data)
    // Until the list arrives, the chosen country still shows (by its code).
    if (country && !list.some((item) => item.value === country)) list.unshift({ value: country, label: country })
    return list
  }, [countries.data, country])
  return (
    <Stack gap="sm">
      <Select
        label={t('fields.phone_country')}
        placeholder={t('fields.phone_country_placeholder')}
        nothingFoundMessage={t('fields.nothing_found')}
        data={options}
        searchable
        filter={searchFilter}
        autoComplete="off"
        {...countryProps}
      />
      <TextInput
        type="tel"
        label={t('fields.phone')}
        description={t('fields.phone_description')}
        autoComplete="tel"
        required
        {...phoneProps}
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
