/** Interface languages. `en` is the source catalog and the default. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'pt'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Language codes read as another (PRODUCT.md: the spec's `pr` is Portuguese). */
const LANGUAGE_ALIASES: Record<string, Language> = { pr: 'pt' }

/**
 * Reads a language code as one of ours: `es-MX` → `es`, `pr` → `pt`, `PT_br` → `pt`.
 * Returns undefined for anything we do not speak, so callers can fall through to the next source.
 */
export function parseLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  const aliased = LANGUAGE_ALIASES[base] ?? base
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(aliased) ? (aliased as Language) : undefined
}

/**
 * Picks the best language from an Accept-Language header (RFC 9110 weights), or undefined.
 */
export function parseAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const qParam = params.find((p) => p.trim().startsWith('q='))
      const quality = qParam ? Number(qParam.trim().slice(2)) : 1
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const entry of ranked) {
    const language = parseLanguage(entry.tag)
    if (language) return language
  }
  return undefined
}
