import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, parseLanguage, type Language } from '@sentinela/shared/i18n/languages'
import type { Namespace, resources } from '@sentinela/shared/i18n/resources'
import { STORAGE_KEYS, getLocalStore, readItem, writeItem } from './storage'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: (typeof resources)['en']
  }
}

/**
 * What every page needs at once: the interface text (main.tsx waits for it). The error messages come when a page or
 * a failed call asks for them (api-client.ts `readApiError`).
 */
const FIRST_PAINT_NAMESPACES = ['common'] as const satisfies readonly Namespace[]

/**
 * Every catalog file, one chunk per language and namespace, fetched on first use: a page loads only the namespaces it
 * reads, in the language it shows (issue #13), the first-paint ones included. Vite turns each file into its own chunk.
 */
// Keyed from the locales folder ("./en/common.json"): the map ships on every page, so its keys stay short.
const CATALOGS = import.meta.glob<{ default: object }>('./*/*.json', {
  base: '../../../../packages/shared/src/i18n/locales',
})
const catalogPath = (language: Language, namespace: string) => `./${language}/${namespace}.json`

/** The namespaces there are catalogs for (the file names of the default language). */
const CATALOG_NAMESPACES = Object.keys(CATALOGS)
  .filter((path) => path.startsWith(`./${DEFAULT_LANGUAGE}/`))
  .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length))

const PLURAL_OTHER = /_other$/

/**
 * Spanish and Portuguese have a third plural form, `many` (round millions), which the catalogs do not write: it reads
 * as `other`. Without a fallback language (below) i18next would otherwise show the key.
 */
function withManyPlurals(catalog: object): object {
  const entries = Object.entries(catalog).map(([key, value]) => [
    key,
    typeof value === 'object' && value !== null ? withManyPlurals(value as object) : value,
  ])
  const many = entries
    .filter(([key]) => PLURAL_OTHER.test(String(key)))
    .map(([key, value]) => [String(key).replace(PLURAL_OTHER, '_many'), value])
    .filter(([key]) => !(String(key) in catalog))
  return Object.fromEntries([...entries, ...many])
}

const sharedCatalogs: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const code = parseLanguage(language) ?? DEFAULT_LANGUAGE
    const load = CATALOGS[catalogPath(code, namespace)]
    if (!load) {
      callback(new Error(`No "${namespace}" catalog for ${code}`), false)
      return
    }
    load().then(
      (module) => callback(null, withManyPlurals(module.default) as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

/**
 * Picks the interface language: the stored choice first, then the browser's languages, then English (§9).
 * The spec's `pr` reads as Portuguese (PRODUCT.md), which `parseLanguage` handles.
 */
export function detectLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  const fromStore = parseLanguage(stored)
  if (fromStore) return fromStore
  for (const code of browserLanguages) {
    const language = parseLanguage(code)
    if (language) return language
  }
  return DEFAULT_LANGUAGE
}

function readBrowserLanguages(): string[] {
  if (typeof navigator === 'undefined') return []
  return [...(navigator.languages ?? []), navigator.language].filter(Boolean)
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** The web app's one i18next instance. */
export const i18n = i18next.createInstance()

/**
 * Resolves once the first-paint catalogs of the person's language have arrived; main.tsx renders after it. Only that
 * language is fetched (issue #13): every catalog has every key in every language (catalogs.test.ts), so no fallback
 * language is downloaded beside it.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(sharedCatalogs)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(readItem(getLocalStore(), STORAGE_KEYS.language), readBrowserLanguages()),
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...FIRST_PAINT_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })

syncDocumentLanguage(i18n.language)
i18n.on('languageChanged', syncDocumentLanguage)

/** Fetches the current language's other namespaces ahead of need, so a feature's first render rarely has to wait. */
export async function preloadNamespaces(): Promise<void> {
  await i18n.loadNamespaces(CATALOG_NAMESPACES)
}

/** The language the interface is showing now. */
export function getCurrentLanguage(): Language {
  return parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE
}

/** Switches every visible string at once and remembers the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  writeItem(getLocalStore(), STORAGE_KEYS.language, language)
  await i18n.changeLanguage(language)
}
