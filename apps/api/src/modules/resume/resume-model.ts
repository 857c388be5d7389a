import type { Language } from '@sentinela/shared/i18n/languages'
import type { Profile } from '@sentinela/shared/schemas/profile'
import type { ResumeChoices, ResumeEntry, ResumeModel, ResumeSection } from '@sentinela/shared/schemas/resume'
import type { Translate } from '../../lib/i18n'

export interface ResumeRole {
  name: string
  percentage: number
}

export interface ResumeProject {
  title: string
  description: string | null
  link: string | null
  kind: string
  startDate: string
  endDate: string | null
}

/** What a résumé is made of: the profile, the talent's fit per role (names in the résumé's language), projects. */
export interface ResumeSource {
  profile: Profile
  roles: ResumeRole[]
  projects: ResumeProject[]
}

/** NICE roles shown under Skills: the best fitting ones with any fit at all. */
const MAX_SKILL_ROLES = 8

/** "Espanhol", not "espanhol": language names read as names in a list. */
function capitalize(text: string, language: Language) {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}

const joined = (parts: (string | null | undefined)[], separator = ' · ') =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(separator) || null

/**
 * The résumé as both renderings draw it (the page's preview and the PDF): every label in the résumé's language,
 * everything the talent typed exactly as typed, sections in the talent's order. Sections with nothing in them are
 * left out, so the résumé never shows an empty heading.
 */
export function buildResumeModel(source: ResumeSource, choices: ResumeChoices, t: Translate): ResumeModel {
  const { profile } = source
  const language = choices.language
  const monthFormat = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' })
  const regions = new Intl.DisplayNames([language], { type: 'region' })
  const languageNames = new Intl.DisplayNames([language], { type: 'language' })
  const month = (value: string) => monthFormat.format(new Date(`${value.slice(0, 10)}T12:00:00Z`))
  const period = (start: string | null, end: string | null, current: boolean) =>
    start ? `${month(start)} – ${current || !end ? t('resume:document.present') : month(end)}` : null

  const sectionEntries: Record<ResumeSection, () => ResumeEntry[]> = {
    summary: () => (choices.summary ? [{ title: '', subtitle: null, period: null, body: choices.summary }] : []),
    experience: () =>
      profile.experiences.map((item) => ({
        title: item.jobTitle,
        subtitle: joined([
          item.company,
          item.employmentType !== null ? t(`options:employment_type.${item.employmentType}`) : null,
        ]),
        period: period(item.startDate, item.endDate, item.currentlyWorksHere),
        body: item.description,
      })),
    projects: () =>
      source.projects.map((item) => ({
        title: item.title,
        subtitle: joined([t(`resume:document.project_kind.${item.kind}`, { defaultValue: item.kind }), item.link]),
        period: period(item.startDate, item.endDate, false),
        body: item.description,
      })),
    education: () =>
      profile.educations.map((item) => ({
        title: item.degree,
        subtitle: joined([item.school, item.fieldOfStudy]),
        period: item.graduationDate ? month(item.graduationDate) : null,
        body: item.groupsAndActivities,
      })),
    certifications: () =>
      profile.certifications.map((item) => ({
        title: item.name,
        subtitle: item.issuingEntity,
        period:
          item.expires && item.dateExpired
            ? `${month(item.dateIssued)} · ${t('resume:document.expires', { date: month(item.dateExpired) })}`
            : month(item.dateIssued),
        body: null,
      })),
    skills: () =>
      source.roles
        .filter((role) => role.percentage > 0)
        .slice(0, MAX_SKILL_ROLES)
        .map((role) => ({
          title: role.name,
          subtitle: t('resume:document.fit', { percentage: role.percentage }),
          period: null,
          body: null,
        })),
    languages: () =>
      profile.languages.map((item) => ({
        title: capitalize(languageNames.of(item.language) ?? item.language, language),
        subtitle: t(`options:language_level.${item.level}`),
        period: null,
        body: null,
      })),
    courses: () =>
      profile.courses.map((item) => ({
        title: item.name,
        subtitle: joined([item.number, item.associatedWith]),
        period: null,
        body: null,
      })),
  }

  const place = joined([profile.city, profile.country ? regions.of(profile.country) : null], ', ')
  const contact = [
    { label: t('resume:document.contact.email'), value: profile.email },
    profile.phone ? { label: t('resume:document.contact.phone'), value: profile.phone } : null,
    place ? { label: t('resume:document.contact.location'), value: place } : null,
    profile.website ? { label: t('resume:document.contact.website'), value: profile.website } : null,
  ].filter((item): item is { label: string; value: string } => item !== null && item.value !== '')

  return {
    template: choices.template,
    language,
    name: joined([profile.firstName, profile.middleName, profile.lastName], ' ') ?? '',
    headline: profile.currentJobTitle,
    contact,
    sections: choices.sections
      .map((code) => ({ code, title: t(`resume:document.section.${code}`), entries: sectionEntries[code]() }))
      .filter((section) => section.entries.length > 0),
  }
}
