import type { ResumeChoices } from '@sentinela/shared/schemas/resume'
import type { Translate } from '../../lib/i18n'
import type { ResumeSource } from './resume-model'

/** JSON Resume v1.0.0 (https://jsonresume.org/schema): the open format other résumé tools read. */
export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

const omitEmpty = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== null && item !== undefined && item !== ''),
  ) as Partial<T>

/**
 * The talent's résumé as a JSON Resume document, with the sections the talent chose: basics (the summary when
 * chosen), work, projects, education, certificates, skills (NICE work roles with their fit, names in the chosen
 * language), languages (names and levels in that language). The talent's own text is as written.
 */
export function toJsonResume(source: ResumeSource, choices: ResumeChoices, t: Translate, now = new Date()) {
  const { profile } = source
  const chosen = new Set(choices.sections)
  const languageNames = new Intl.DisplayNames([choices.language], { type: 'language' })
  const date = (value: string | null) => value?.slice(0, 10) ?? undefined
  const resume: Record<string, unknown> = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: omitEmpty({
      name: [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' '),
      label: profile.currentJobTitle,
      email: profile.email,
      phone: profile.phone,
      url: profile.website,
      summary: chosen.has('summary') ? choices.summary : null,
      location:
        profile.city || profile.country ? omitEmpty({ city: profile.city, countryCode: profile.country }) : null,
    }),
  }
  if (chosen.has('experience')) {
    resume.work = profile.experiences.map((item) =>
      omitEmpty({
        name: item.company,
        position: item.jobTitle,
        startDate: date(item.startDate),
        endDate: item.currentlyWorksHere ? undefined : date(item.endDate),
        summary: item.description,
      }),
    )
  }
  if (chosen.has('projects')) {
    resume.projects = source.projects.map((item) =>
      omitEmpty({
        name: item.title,
        description: item.description,
        url: item.link,
        startDate: date(item.startDate),
        endDate: date(item.endDate),
        type: t(`resume:document.project_kind.${item.kind}`, { defaultValue: item.kind }),
      }),
    )
  }
  if (chosen.has('education')) {
    resume.education = profile.educations.map((item) =>
      omitEmpty({
        institution: item.school,
        studyType: item.degree,
        area: item.fieldOfStudy,
        endDate: date(item.graduationDate),
      }),
    )
  }
  if (chosen.has('certifications')) {
    resume.certificates = profile.certifications.map((item) =>
      omitEmpty({ name: item.name, issuer: item.issuingEntity, date: date(item.dateIssued) }),
    )
  }
  if (chosen.has('skills')) {
    resume.skills = source.roles
      .filter((role) => role.percentage > 0)
      .map((role) => ({ name: role.name, level: `${role.percentage}%`, keywords: ['NIST NICE'] }))
  }
  if (chosen.has('languages')) {
    resume.languages = profile.languages.map((item) => ({
      language: languageNames.of(item.language) ?? item.language,
      fluency: t(`options:language_level.${item.level}`),
    }))
  }
  resume.meta = { version: 'v1.0.0', lastModified: now.toISOString(), canonical: JSON_RESUME_SCHEMA_URL }
  return resume
}
