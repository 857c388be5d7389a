import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@sentinela/shared/i18n/languages'

/** The interface language, re-read whenever the person switches: the API words its answers in it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE
}
