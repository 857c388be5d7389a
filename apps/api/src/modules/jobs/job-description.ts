import type { ImprovedDescription } from '@sentinela/shared/schemas/jobs'
import type { Translate } from '../../lib/i18n'

export interface DescriptionDraft {
  jobTitle: string
  description: string
  requirements: string | null
  salaryMin: number | null
  salaryMax: number | null
  salaryCurrency: string
  country: string | null
  city: string | null
  modality: 'remote' | 'hybrid' | 'on_site' | null
}

/** Responsibilities proposed from the NICE tasks of the chosen roles: at most this many. */
export const MAX_PROPOSED_RESPONSIBILITIES = 8
/** Below this many characters a description reads as a placeholder. */
export const SHORT_DESCRIPTION = 200

/**
 * Words that turn qualified people away: age, gender, origin and "culture" codes, and hype words that read as a
 * closed club. English, Spanish and Portuguese, matched as whole words whatever the letter case.
 */
const EXCLUSIONARY_TERMS = [
  'rockstar',
  'rock star',
  'ninja',
  'guru',
  'wizard',
  'young',
  'youthful',
  'digital native',
  'native english speaker',
  'recent graduate',
  'culture fit',
  'manpower',
  'salesman',
  'chairman',
  'aggressive',
  'dominant',
  'he will',
  'joven',
  'jóvenes',
  'buena presencia',
  'nativo digital',
  'recién egresado',
  'recién graduado',
  'sexo masculino',
  'sexo femenino',
  'edad máxima',
  'menor de 35',
  'jovem',
  'jovens',
  'boa aparência',
  'recém-formado',
  'sexo masculino',
  'idade máxima',
]

const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/

/** Lines of a text, bullets unmarked, blank lines and repeated spaces dropped. */
function linesOf(text: string | null) {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The exclusionary terms found in the text, as typed there, each once. */
export function findExclusionaryWording(text: string): string[] {
  const found = new Map<string, string>()
  for (const term of EXCLUSIONARY_TERMS) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'iu')
    const match = pattern.exec(text)
    if (match && !found.has(match[0].toLowerCase())) found.set(match[0].toLowerCase(), match[0])
  }
  return [...found.values()]
}

/**
 * The built-in improver (no external service): the description restructured into "about the role" and
 * "responsibilities", responsibilities proposed from the NICE tasks of the chosen roles, and flags for exclusionary
 * wording and missing essentials. Requirements, place, modality and salary have fields of their own on the job, so the
 * proposal does not repeat them. Headings and flags are in the caller's language; the company's words are kept.
 */
export function improveDescription(draft: DescriptionDraft, roleTasks: string[], t: Translate): ImprovedDescription {
  const descriptionLines = linesOf(draft.description)
  const about = descriptionLines.filter((line) => !BULLET.test(line))
  const ownDuties = descriptionLines.filter((line) => BULLET.test(line)).map((line) => line.replace(BULLET, ''))

  const seen = new Set(ownDuties.map((duty) => duty.toLowerCase()))
  const responsibilities: string[] = []
  for (const task of roleTasks) {
    if (responsibilities.length >= MAX_PROPOSED_RESPONSIBILITIES) break
    const text = task.trim()
    if (text && !seen.has(text.toLowerCase())) {
      seen.add(text.toLowerCase())
      responsibilities.push(text)
    }
  }

  const sections: string[] = []
  if (about.length > 0) sections.push(`${t('job-description:heading.about')}\n${about.join('\n\n')}`)
  const duties = [...ownDuties, ...responsibilities]
  if (duties.length > 0) {
    sections.push(`${t('job-description:heading.responsibilities')}\n${duties.map((duty) => `- ${duty}`).join('\n')}`)
  }
  return {
    description: sections.join('\n\n'),
    responsibilities,
    flags: flagsFor(draft, t),
    source: 'rules',
  }
}

/** Flags the company should see whoever wrote the text: the rules, so a model cannot hide them. */
export function flagsFor(draft: DescriptionDraft, t: Translate): ImprovedDescription['flags'] {
  const flags: ImprovedDescription['flags'] = []
  for (const excerpt of findExclusionaryWording(
    `${draft.jobTitle}\n${draft.description}\n${draft.requirements ?? ''}`,
  )) {
    flags.push({
      kind: 'exclusionary_wording',
      excerpt,
      message: t('job-description:flag.exclusionary_wording', { excerpt }),
    })
  }
  if (draft.salaryMin === null && draft.salaryMax === null) {
    flags.push({ kind: 'missing_salary', excerpt: null, message: t('job-description:flag.missing_salary') })
  }
  if (!draft.country && !draft.city && draft.modality !== 'remote') {
    flags.push({ kind: 'missing_location', excerpt: null, message: t('job-description:flag.missing_location') })
  }
  if (!draft.modality) {
    flags.push({ kind: 'missing_modality', excerpt: null, message: t('job-description:flag.missing_modality') })
  }
  if (draft.description.trim().length < SHORT_DESCRIPTION) {
    flags.push({ kind: 'too_short', excerpt: null, message: t('job-description:flag.too_short') })
  }
  return flags
}
