import i18next, { type TFunction } from 'i18next'
import { DEFAULT_LANGUAGE, parseLanguage, SUPPORTED_LANGUAGES, type Language } from '@sentinela/shared/i18n/languages'
import { NAMESPACES, resources } from '@sentinela/shared/i18n/resources'

/** One i18next instance for the server, loaded synchronously from the shared catalogs. */
const instance = i18next.createInstance()
void instance.init({
  resources,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})

export type Translate = TFunction

/** A translate function fixed to one language. */
const translators = new Map<Language, Translate>()

/** The translate function of a language: made once and shared, since it holds no state of its own. */
export function translatorFor(language: Language): Translate {
  let t = translators.get(language)
  if (!t) translators.set(language, (t = instance.getFixedT(language)))
  return t
}

/**
 * The language a translate function speaks (i18next keeps it on the fixed function), for code handed a request's
 * `t` that needs the language itself, such as reference texts kept per language.
 */
export function languageOfTranslator(t: Translate): Language {
  return parseLanguage((t as unknown as { lng?: string }).lng) ?? DEFAULT_LANGUAGE
}
