import { computeRoleFit } from '@sentinela/shared/nice/fit'
import { statementTypeOf } from '@sentinela/shared/nice/statement-codes'
import type { CandidateSummary } from '@sentinela/shared/schemas/ai'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { FrameworkService } from '../framework/framework.service'
import type { ProfileService } from '../profile/profile.service'
import type { AiAgentsRepository } from './ai-agents.repository'

/** Strengths and gaps the summary lists at most. */
const LISTED_STATEMENTS = 8
const TYPE_ORDER = { task: 0, knowledge: 1, skill: 2 } as const
const MONTH = 30.4375 * 86_400_000

/**
 * The candidate summary for companies (issue #18): how one talent who applied to one of the company's jobs fits it,
 * from stored data only — the fit for each of the job's roles and their mean, plain facts of the profile as the
 * company may see it (never contact data), the statements the talent holds that the roles need, and the gaps.
 */
export class CandidateSummaryAgent {
  constructor(
    private readonly repository: AiAgentsRepository,
    private readonly framework: FrameworkService,
    private readonly profiles: ProfileService,
  ) {}

  async run(user: SessionUser, input: { jobId: number; talentId: number }, t: Translate): Promise<CandidateSummary> {
    const language = languageOfTranslator(t)
    // Another company's job, or someone who did not apply, is not a candidate of this company.
    const applicant =
      user.role === 'company' && user.companyId !== null
        ? await this.repository.findApplicant(user.companyId, input.jobId, input.talentId)
        : undefined
    if (!applicant) throw new AppError(ErrorCode.CANDIDATE_NOT_FOUND)
    // The profile as the company may see it (the profile module's rule: applicants are visible to the company).
    const profile = await this.profiles.getProfileFor(user, input.talentId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === ErrorCode.NOT_FOUND
        ? new AppError(ErrorCode.CANDIDATE_NOT_FOUND)
        : error
    })
    const roleCodes = await this.repository.listJobRoles(input.jobId)
    const roleStatements = await this.framework.getRoleStatements()
    const held = new Set(profile.nice.statementCodes)
    const roleFits = await Promise.all(
      roleCodes.map(async (code) => ({
        code,
        name: (await this.framework.findWorkRole(language, code))?.name ?? code,
        percentage: computeRoleFit(held, roleStatements.get(code) ?? []).percentage,
      })),
    )
    const meanFit =
      roleFits.length === 0 ? 0 : Math.round(roleFits.reduce((sum, fit) => sum + fit.percentage, 0) / roleFits.length)

    // How many of the job's roles need each statement: the most needed first, tasks before knowledge and skills.
    const demand = new Map<string, number>()
    for (const code of roleCodes) {
      for (const statement of roleStatements.get(code) ?? []) demand.set(statement, (demand.get(statement) ?? 0) + 1)
    }
    const byNeed = (a: string, b: string) =>
      demand.get(b)! - demand.get(a)! ||
      TYPE_ORDER[statementTypeOf(a) ?? 'skill'] - TYPE_ORDER[statementTypeOf(b) ?? 'skill'] ||
      a.localeCompare(b)
    const needed = [...demand.keys()]
    const strengthCodes = needed.filter((code) => held.has(code)).sort(byNeed)
    const gapCodes = needed.filter((code) => !held.has(code)).sort(byNeed)
    const describe = async (codes: string[]) => {
      const texts = new Map(
        (await this.framework.describeStatements(codes, language)).map((statement) => [
          statement.code,
          statement.description,
        ]),
      )
      return codes.map((code) => ({ code, text: texts.get(code) ?? code }))
    }

    const name = `${applicant.firstName} ${applicant.lastName}`.trim()
    const best = [...roleFits].sort((a, b) => b.percentage - a.percentage)[0]
    const facts = factsOf(profile, t, language)
    const summary = [
      best
        ? t('agents:candidate.summary', {
            count: roleFits.length,
            name,
            jobTitle: applicant.jobTitle,
            meanFit,
            bestRole: best.name,
            bestFit: best.percentage,
            held: strengthCodes.length,
            needed: needed.length,
          })
        : t('agents:candidate.summary_no_roles', { name, jobTitle: applicant.jobTitle }),
      // The experience line, as a sentence of the summary.
      `${facts[0]}.`,
    ].join(' ')

    return {
      jobId: input.jobId,
      talentId: input.talentId,
      name,
      jobTitle: applicant.jobTitle,
      roleFits,
      meanFit,
      facts,
      strengths: await describe(strengthCodes.slice(0, LISTED_STATEMENTS)),
      gaps: await describe(gapCodes.slice(0, LISTED_STATEMENTS)),
      summary,
    }
  }
}

/**
 * The profile's plain facts, one line each, in the reader's language: experience first (the summary quotes it),
 * then the current title, education, certifications in force, languages, clearance and place. Only fields the
 * company sees on the profile; free text the talent wrote (descriptions) is not repeated.
 */
export function factsOf(profile: Profile, t: Translate, language: string, today = new Date()): string[] {
  const facts: string[] = [experienceFact(profile, t, today)]
  if (profile.currentJobTitle) facts.push(t('agents:candidate.fact.current_title', { title: profile.currentJobTitle }))
  const level = profile.highestEducationLevel
  if (level !== null && level >= 0) {
    const levelName = t(`options:education_level.${level}`)
    facts.push(
      profile.latestDegree
        ? t('agents:candidate.fact.education_degree', { level: levelName, degree: profile.latestDegree })
        : t('agents:candidate.fact.education', { level: levelName }),
    )
  }
  const todayIso = today.toISOString().slice(0, 10)
  const certifications = profile.certifications
    .filter(
      (certification) => !certification.expires || !certification.dateExpired || certification.dateExpired >= todayIso,
    )
    .map((certification) => certification.name)
  facts.push(
    certifications.length > 0
      ? t('agents:candidate.fact.certifications', { list: certifications.join(', ') })
      : t('agents:candidate.fact.no_certifications'),
  )
  if (profile.languages.length > 0) {
    const names = new Intl.DisplayNames([language], { type: 'language' })
    const list = profile.languages
      .map((item) =>
        t('agents:candidate.fact.language_level', {
          language: names.of(item.language) ?? item.language,
          level: t(`options:language_level.${item.level}`),
        }),
      )
      .join(', ')
    facts.push(t('agents:candidate.fact.languages', { list }))
  }
  facts.push(
    profile.clearance.hasClearance
      ? profile.clearance.level !== null
        ? t('agents:candidate.fact.clearance', { level: t(`options:security_level.${profile.clearance.level}`) })
        : t('agents:candidate.fact.clearance_unspecified')
      : t('agents:candidate.fact.no_clearance'),
  )
  const country = profile.country ? new Intl.DisplayNames([language], { type: 'region' }).of(profile.country) : null
  const place = [profile.city, country].filter(Boolean).join(', ')
  if (place) facts.push(t('agents:candidate.fact.location', { place }))
  return facts
}

/** Whole years of work in the experiences, overlapping periods counted once. */
function experienceFact(profile: Profile, t: Translate, today: Date) {
  if (profile.experiences.length === 0) return t('agents:candidate.fact.no_experience')
  const periods = profile.experiences
    .map((experience) => ({
      start: Date.parse(experience.startDate),
      end: experience.currentlyWorksHere || !experience.endDate ? today.getTime() : Date.parse(experience.endDate),
    }))
    .filter((period) => Number.isFinite(period.start) && Number.isFinite(period.end) && period.end > period.start)
    .sort((a, b) => a.start - b.start)
  let total = 0
  let current: { start: number; end: number } | undefined
  for (const period of periods) {
    if (current && period.start <= current.end) current.end = Math.max(current.end, period.end)
    else {
      if (current) total += current.end - current.start
      current = { ...period }
    }
  }
  if (current) total += current.end - current.start
  const years = Math.floor(total / (12 * MONTH))
  return years === 0
    ? t('agents:candidate.fact.experience_under_year')
    : t('agents:candidate.fact.experience_years', { count: years })
}
