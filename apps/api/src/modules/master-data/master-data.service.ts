import { createHash } from 'node:crypto'
import { allCountries } from 'country-region-data'
import { SUPPORTED_LANGUAGES, type Language } from '@sentinela/shared/i18n/languages'
import { CYBER_JOB_CATEGORY_CODES } from '@sentinela/shared/master-data/cyber-job-categories'
import { DEMONYMS } from '@sentinela/shared/master-data/demonyms'
import { COMPANY_HOW_TO_START_CODES, TALENT_HOW_TO_START_CODES } from '@sentinela/shared/master-data/how-to-start'
import { INDUSTRY_CODES } from '@sentinela/shared/master-data/industries'
import { LANGUAGE_CODES } from '@sentinela/shared/master-data/languages'
import { OPTION_LISTS, OPTION_LIST_NAMES } from '@sentinela/shared/master-data/option-lists'
import { PERSONALITY_TYPE_CODES } from '@sentinela/shared/master-data/personality-types'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { AppError, ErrorCode } from '../../lib/app-error'
import { translatorFor, type Translate } from '../../lib/i18n'

// country-region-data rows: [country name, ISO 3166-1 alpha-2, [[region name, subdivision code], …]]
const COUNTRIES = new Map<string, { name: string; regions: [string, string][] }>(
  allCountries.map(([name, code, regions]) => [code, { name, regions }]),
)

/**
 * §3 master data in a language: labels come from the catalogs, language and country names from the runtime's
 * CLDR data (Intl.DisplayNames), regions from the maintained ISO 3166-2 package. Built once per language.
 */
export class MasterDataService {
  private readonly cache = new Map<Language, { body: MasterData; etag: string }>()

  get(language: Language) {
    let entry = this.cache.get(language)
    if (!entry) {
      const body = build(language)
      const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`
      entry = { body, etag }
      this.cache.set(language, entry)
    }
    return entry
  }

  listRegions(language: Language, countryCode: string) {
    const country = COUNTRIES.get(countryCode)
    if (!country) throw new AppError(ErrorCode.NOT_FOUND)
    const collator = new Intl.Collator(language)
    return country.regions
      .map(([name, code]) => ({ code: `${countryCode}-${code}`, label: name }))
      .sort((a, b) => collator.compare(a.label, b.label))
  }
}

const LANGUAGE_NAMES = SUPPORTED_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'language' }))
const COUNTRY_NAMES = SUPPORTED_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'region' }))
/** Which demonym a picker shows: English, or the feminine form agreeing with "nacionalidad"/"nacionalidade". */
const DEMONYM_INDEX: Record<Language, 0 | 2 | 4> = { en: 0, es: 2, pt: 4 }

/** The other names a picker finds an option by, once each. */
function keywords(names: (string | undefined)[]) {
  return [...new Set(names.filter((name): name is string => Boolean(name)))].join(' · ')
}

function build(language: Language): MasterData {
  const t = translatorFor(language)
  const collator = new Intl.Collator(language)
  const byLabel = (a: { label: string }, b: { label: string }) => collator.compare(a.label, b.label)
  const languageNames = new Intl.DisplayNames([language], { type: 'language' })
  const regionNames = new Intl.DisplayNames([language], { type: 'region' })
  const countryName = (code: string) => regionNames.of(code) ?? COUNTRIES.get(code)!.name

  const industries: { code: string; label: string }[] = INDUSTRY_CODES.filter((code) => code !== 'other')
    .map((code) => ({ code, label: t(`master-data:industry.${code}`) }))
    .sort(byLabel)
  // §3: the industry list ends with Other, whatever the language's order.
  industries.push({ code: 'other', label: t('master-data:industry.other') })

  return {
    optionLists: Object.fromEntries(
      OPTION_LIST_NAMES.map((list) => [
        list,
        OPTION_LISTS[list].map((code: string | number) => ({ code, label: t(`options:${list}.${code}`) })),
      ]),
    ),
    industries,
    languages: LANGUAGE_CODES.map((code) => ({
      code,
      label: capitalize(languageNames.of(code) ?? code, language),
      keywords: keywords(LANGUAGE_NAMES.map((names) => names.of(code))),
    })).sort(byLabel),
    countries: [...COUNTRIES.entries()]
      .map(([code, country]) => ({
        code,
        label: countryName(code),
        keywords: keywords([country.name, ...COUNTRY_NAMES.map((names) => names.of(code))]),
        hasRegions: country.regions.length > 0,
      }))
      .sort(byLabel),
    nationalities: [...COUNTRIES.entries()]
      .map(([code, country]) => {
        const demonyms = DEMONYMS[code]
        return {
          code,
          label: demonyms ? capitalize(demonyms[DEMONYM_INDEX[language]], language) : countryName(code),
          keywords: keywords([...(demonyms ?? []), country.name, ...COUNTRY_NAMES.map((names) => names.of(code))]),
        }
      })
      .sort(byLabel),
    personalityTypes: PERSONALITY_TYPE_CODES.map((code) => ({
      code,
      nickname: t(`personality:personality_type.${code}.nickname`),
      description: t(`personality:personality_type.${code}.description`),
    })),
    howToStart: {
      talent: TALENT_HOW_TO_START_CODES.map((code) => described(t, `how_to_start.talent.${code}`, code, true)),
      company: COMPANY_HOW_TO_START_CODES.map((code) => described(t, `how_to_start.company.${code}`, code, true)),
    },
    cyberJobCategories: CYBER_JOB_CATEGORY_CODES.map((code) => described(t, `cyber_job_category.${code}`, code, false)),
  }
}

function described(
  t: Translate,
  key: string,
  code: string,
  withLabel: true,
): { code: string; name: string; label: string; description: string }
function described(
  t: Translate,
  key: string,
  code: string,
  withLabel: false,
): { code: string; name: string; description: string }
function described(t: Translate, key: string, code: string, withLabel: boolean) {
  const base = {
    code,
    name: t(`master-data-guides:${key}.name`),
    description: t(`master-data-guides:${key}.description`),
  }
  return withLabel ? { ...base, label: t(`master-data-guides:${key}.label`) } : base
}

/** CLDR writes language names in lower case in Spanish and Portuguese ("español"); a select shows them capitalised. */
function capitalize(text: string, language: Language) {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}
