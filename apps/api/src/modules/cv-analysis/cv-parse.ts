import { TITLE_LEXICON, TOOL_LEXICON } from '@sentinela/shared/cv/lexicon'
import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { EMAIL, findPhone } from './cv-contact'
import { findCertifications, findClearance } from './cv-credentials'
import { findEducations } from './cv-education'
import { findExperiences, TITLE_WORDS } from './cv-experiences'
import { detectLanguage, findLanguages } from './cv-languages'
import { escape, fold, readLines } from './cv-lines'

export interface ParsedCv extends Omit<CvSuggestions, 'workRoles'> {
  language: 'en' | 'es' | 'pt'
  /** Work roles the lexicon points at (tools, techniques, titles), with their weight. */
  lexiconRoles: Map<string, number>
  /** The text the NICE full-text search reads: summary, experience and skills, without contact lines. */
  searchText: string
}

/** Reads a CV's text into suggestions (no database): the part of the analysis that `npm run eval:cv` measures. */
export function parseCv(text: string): ParsedCv {
  const lines = readLines(text)

  const email = EMAIL.exec(text)?.[0].toLowerCase() ?? null
  const experiences = findExperiences(lines)
  const current = experiences.find((experience) => experience.currentlyWorksHere) ?? experiences[0]
  const headerTitle = lines
    .filter((line) => line.section === 'header')
    .slice(1, 5)
    .map((line) => line.text)
    .find((line) => TITLE_WORDS.test(fold(line)) && line.length < 80 && !EMAIL.test(line))

  const folded = fold(text)
  const lexiconRoles = new Map<string, number>()
  const add = (roles: readonly string[], weight: number) => {
    roles.forEach((role, position) => lexiconRoles.set(role, (lexiconRoles.get(role) ?? 0) + weight / (position + 1)))
  }
  for (const entry of TOOL_LEXICON) {
    const hits = entry.terms.filter((term) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(fold(term))}(?![\\p{L}\\p{N}])`, 'u').test(folded),
    ).length
    if (hits > 0) add(entry.roles, Math.min(hits, 4))
  }
  const titles = [headerTitle, ...experiences.map((experience) => experience.jobTitle)].filter(Boolean) as string[]
  titles.forEach((title, position) => {
    const foldedTitle = fold(title)
    for (const entry of TITLE_LEXICON) {
      if (
        entry.terms.some((term) => new RegExp(`(?<![\\p{L}])${escape(fold(term))}(?![\\p{L}])`, 'u').test(foldedTitle))
      ) {
        // The current title counts most; older jobs less (a career changer's new role leads).
        add(entry.roles, position <= 1 ? 6 : 3)
      }
    }
  })

  const searchText = lines
    .filter((line) => ['summary', 'experience', 'skills', 'header'].includes(line.section) && !EMAIL.test(line.text))
    .map((line) => line.text)
    .join('\n')
    .slice(0, 20_000)

  return {
    email,
    phone: findPhone(lines),
    currentJobTitle:
      (current?.currentlyWorksHere ? current.jobTitle : undefined) ?? headerTitle ?? current?.jobTitle ?? null,
    experiences,
    educations: findEducations(lines),
    certifications: findCertifications(lines),
    languages: findLanguages(lines),
    clearance: findClearance(
      lines
        .filter((line) => line.section !== 'education')
        .map((line) => line.text)
        .join('\n'),
    ),
    language: detectLanguage(text),
    lexiconRoles,
    searchText,
  }
}
