import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import 'dayjs/locale/es'
import 'dayjs/locale/pt-br'
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@sentinela/shared/i18n/languages'

// Reading "01/03/2021" as the reader means it (1 March in Spanish, 3 January in English) needs the format-aware parser.
dayjs.extend(customParseFormat)

/** The calendar (month and day names, first day of the week) each interface language reads dates in. */
const DAYJS_LOCALES: Record<Language, string> = { en: 'en', es: 'es', pt: 'pt-br' }

/** dayjs's English carries no `formats`: its short date is this one. */
const ENGLISH_SHORT_DATE = 'MM/DD/YYYY'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The dayjs locale of an interface language ("pt" → "pt-br"); English for anything else. */
export function dayjsLocaleOf(language: string): string {
  return DAYJS_LOCALES[parseLanguage(language) ?? DEFAULT_LANGUAGE]
}

/**
 * The locale's short date (`L`), as typed and shown in date fields: DD/MM/YYYY in Spanish and Portuguese,
 * MM/DD/YYYY in English (finding 16: no mm/dd/yyyy on Spanish pages).
 */
export function dateFormatOf(language: string): string {
  const locale = dayjs.Ls[dayjsLocaleOf(language)] as { formats?: { L?: string } } | undefined
  return locale?.formats?.L ?? ENGLISH_SHORT_DATE
}

/**
 * What a person typed, as the stored calendar date (YYYY-MM-DD), or null while it is not a whole, real date:
 * the language's short date with or without leading zeros ("1/3/2021"), or an ISO date (what a browser's autofill
 * may paste). "31/02/2021" is no date.
 */
export function parseTypedDate(text: string, language: string): string | null {
  const typed = text.trim()
  if (ISO_DATE.test(typed)) {
    const date = dayjs(typed, 'YYYY-MM-DD', true)
    return date.isValid() ? typed : null
  }
  const format = dateFormatOf(language)
  const formats = [format, format.replace('DD', 'D').replace('MM', 'M')]
  const date = dayjs(typed, formats, dayjsLocaleOf(language), true)
  return date.isValid() ? date.format('YYYY-MM-DD') : null
}
