import { describe, expect, it } from 'vitest'
import enCommon from '@sentinela/shared/i18n/locales/en/common.json'
import esCommon from '@sentinela/shared/i18n/locales/es/common.json'
import ptCommon from '@sentinela/shared/i18n/locales/pt/common.json'
import { detectLanguage, i18n, i18nReady } from './i18n'

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('es', ['pt-BR'])).toBe('es')
  })

  it('reads the spec’s pr as Portuguese', () => {
    expect(detectLanguage('pr', [])).toBe('pt')
  })

  it('falls back to the first browser language it speaks', () => {
    expect(detectLanguage(null, ['fr-FR', 'pt-BR', 'es'])).toBe('pt')
    expect(detectLanguage('klingon', ['es-MX'])).toBe('es')
  })

  it('defaults to English', () => {
    expect(detectLanguage(null, ['de-DE'])).toBe('en')
    expect(detectLanguage(undefined, [])).toBe('en')
  })
})

/** Every leaf of a catalog as `a.b.c` → value. */
function flatten(catalog: object, prefix = ''): Record<string, unknown> {
  return Object.entries(catalog).reduce<Record<string, unknown>>((leaves, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'object' && value !== null
      ? { ...leaves, ...flatten(value as object, path) }
      : { ...leaves, [path]: value }
  }, {})
}

describe('the common catalogs', () => {
  const catalogs = { en: flatten(enCommon), es: flatten(esCommon), pt: flatten(ptCommon) }

  it.each(['es', 'pt'] as const)('%s has exactly the keys en has', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(Object.keys(catalogs.en).sort())
  })

  it.each(['en', 'es', 'pt'] as const)('%s has no empty text', (language) => {
    const empty = Object.entries(catalogs[language]).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    )
    expect(empty).toEqual([])
  })

  it('names each language in its own language, whatever the interface shows', () => {
    for (const catalog of Object.values(catalogs)) {
      expect([catalog['language.en'], catalog['language.es'], catalog['language.pt']]).toEqual([
        'English',
        'Español',
        'Português',
      ])
    }
  })

  it('keeps interpolation placeholders in every language', () => {
    const placeholders = (value: unknown) =>
      String(value)
        .match(/{{\w+}}/g)
        ?.sort() ?? []
    for (const [key, value] of Object.entries(catalogs.en)) {
      expect(placeholders(catalogs.es[key]), `es ${key}`).toEqual(placeholders(value))
      expect(placeholders(catalogs.pt[key]), `pt ${key}`).toEqual(placeholders(value))
    }
  })
})

describe('the i18n instance', () => {
  it('loads the first-paint catalogs of the detected language only', async () => {
    await i18nReady
    expect(i18n.t('sign_in.title')).toBe('Sign in to Sentinela')
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(false)
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false)
  })

  it('fetches another language on a switch', async () => {
    await i18n.changeLanguage('pt')
    await i18n.loadNamespaces('errors')
    expect(i18n.t('errors:not_authenticated')).toBe('Não autenticado')
    await i18n.changeLanguage('es')
    expect(i18n.t('sign_in.title')).toBe('Inicia sesión en Sentinela')
    await i18n.changeLanguage('en')
  })

  it('reads the Spanish and Portuguese plural form many as other', async () => {
    await i18n.changeLanguage('es')
    await i18n.loadNamespaces('jobs')
    expect(i18n.t('jobs:duration.days', { count: 1_000_000 })).toBe('1000000 días')
    await i18n.changeLanguage('en')
  })
})
