import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@sentinela/shared/i18n/languages'

/**
 * The interface language, re-read whenever the person switches: queries of translated data are keyed by it, and the
 * API words its answers (and dates, percentages and role names follow) in it.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE
}
