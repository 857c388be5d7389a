import { computeRoleFit } from '@sentinela/shared/nice/fit'
import { TrainingSummarySchema, type TrainingLevel } from '@sentinela/shared/schemas/learning'
import { CAREER_MAX_TRAININGS, type CareerLevel } from '@sentinela/shared/schemas/careers'
import type { CareerCoachRequestSchema, CareerCoachResult } from '@sentinela/shared/schemas/ai'
import type { z } from 'zod'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { CareersService } from '../careers/careers.service'
import type { FrameworkService } from '../framework/framework.service'
import type { LearningService } from '../learning/learning.service'
import type { ProfileService } from '../profile/profile.service'
import { findRoleInText } from './agent-text'

export type CareerCoachRequest = z.output<typeof CareerCoachRequestSchema>

/** A training's catalogue level as a path level (§6 career level): easy first. */
const PATH_LEVEL: Record<TrainingLevel, CareerLevel> = {
  new_to_cyber: 0,
  foundations: 0,
  introductory: 1,
  intermediate: 1,
  advanced: 2,
}
/** A path name's limit (CareerBasicsSchema). */
const PLAN_NAME_MAX = 120

/**
 * The career coach (issue #18): for a talent and one work role — the one asked for, else one their question names,
 * else the role they fit best — the statements they miss, and a plan of catalogue trainings that cover them, from
 * easy to advanced, with the fit now and the fit once those statements are added. Built-in rules only: nothing leaves
 * the server. The plan is ready for POST /marketplace/createCareerPath (saving it makes the talent's own path).
 */
export class CareerCoachAgent {
  constructor(
    private readonly framework: FrameworkService,
    private readonly profiles: ProfileService,
    private readonly careers: CareersService,
    private readonly learning: LearningService,
  ) {}

  async run(talent: SessionUser, request: CareerCoachRequest, t: Translate): Promise<CareerCoachResult> {
    const language = languageOfTranslator(t)
    const profile = await this.profiles.getProfile(talent.id)
    const { code, chosenForTalent } = await this.targetRole(talent, request, profile.nice.workRoleCodes, t)
    const role = (await this.framework.findWorkRole(language, code))!
    const roleStatements = (await this.framework.getRoleStatements()).get(code) ?? []
    const held = new Set(profile.nice.statementCodes)

    // The careers module's "close the gap": the missing statements and the trainings covering them, best first.
    const gap = await this.careers.gap(talent, { source: { kind: 'role', workRoleCode: code } }, t)
    const chosen = this.pickTrainings(gap.trainings, Math.min(request.maxSteps, CAREER_MAX_TRAININGS))
    const summaries = await Promise.all(
      chosen.map(async (pick) => TrainingSummarySchema.parse(await this.learning.detail(talent, pick.trainingId, t))),
    )
    const textOf = new Map(gap.missingStatements.map((statement) => [statement.code, statement.text]))
    const steps = chosen
      .map((pick, index) => ({
        training: summaries[index]!,
        covers: pick.covers.map((statementCode) => ({ code: statementCode, text: textOf.get(statementCode) ?? '' })),
        level: PATH_LEVEL[summaries[index]!.level],
        order: index,
      }))
      // Easy to advanced; within a level, the order they were picked in (most missing statements first).
      .sort((a, b) => a.level - b.level || a.order - b.order)
      .map(({ order: _order, ...step }) => step)

    const covered = new Set(steps.flatMap((step) => step.covers.map((statement) => statement.code)))
    const fitNow = computeRoleFit(held, roleStatements).percentage
    const fitAfter = computeRoleFit([...held, ...covered], roleStatements).percentage
    const missing = gap.missingStatements.length
    const first = steps[0]?.training
    const advice = [
      chosenForTalent ? t('agents:career_coach.best_role', { role: role.name }) : null,
      missing === 0
        ? t('agents:career_coach.advice_complete', { role: role.name })
        : first
          ? t('agents:career_coach.advice_plan', {
              role: role.name,
              fitNow,
              fitAfter,
              missing,
              covered: covered.size,
              count: steps.length,
              first: first.title,
              provider: first.provider,
            })
          : t('agents:career_coach.advice_no_trainings', { role: role.name, fitNow, missing }),
    ]
      .filter((sentence): sentence is string => sentence !== null)
      .join(' ')

    return {
      workRole: { code, name: role.name },
      fitNow,
      fitAfter,
      missingStatements: gap.missingStatements,
      steps,
      advice,
      plan: {
        name: t('agents:career_coach.plan_name', { role: role.name }).slice(0, PLAN_NAME_MAX),
        description: t('agents:career_coach.plan_description', { role: role.name, fitNow, fitAfter }),
        workRoleCodes: [code],
        trainings: steps.map((step) => ({ trainingId: step.training.id, level: step.level })),
      },
    }
  }

  /**
   * The role to coach for: the request's, else one the question names, else the talent's best fit among the roles of
   * their profile, else their best fit overall. A talent with no fit at all must name one.
   */
  private async targetRole(
    talent: SessionUser,
    request: CareerCoachRequest,
    profileRoles: string[],
    t: Translate,
  ): Promise<{ code: string; chosenForTalent: boolean }> {
    if (request.workRoleCode) {
      await this.framework.assertWorkRolesExist([request.workRoleCode], () => 'workRoleCode')
      return { code: request.workRoleCode, chosenForTalent: false }
    }
    const named = request.question ? await findRoleInText(this.framework, request.question) : undefined
    if (named) return { code: named, chosenForTalent: false }
    const fits = await this.profiles.listFits(talent.id, t)
    const best = fits.find((fit) => profileRoles.includes(fit.workRoleCode)) ?? fits.find((fit) => fit.percentage > 0)
    if (!best) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: [{ path: 'workRoleCode', code: 'required', params: {} }],
      })
    }
    return { code: best.workRoleCode, chosenForTalent: true }
  }

  /**
   * Greedy cover: each time the training that covers the most missing statements not yet covered (ties: the gap's
   * ranking, most statements per hour and cheapest first), until the plan is full or nothing more is covered.
   */
  private pickTrainings(ranked: { trainingId: number; covers: string[] }[], maxSteps: number) {
    const uncovered = new Set(ranked.flatMap((training) => training.covers))
    const left = [...ranked]
    const picked: { trainingId: number; covers: string[] }[] = []
    while (picked.length < maxSteps && uncovered.size > 0) {
      let bestIndex = -1
      let bestGain = 0
      left.forEach((training, index) => {
        const gain = training.covers.filter((code) => uncovered.has(code)).length
        if (gain > bestGain) {
          bestGain = gain
          bestIndex = index
        }
      })
      if (bestIndex < 0) break
      const [training] = left.splice(bestIndex, 1)
      for (const code of training!.covers) uncovered.delete(code)
      picked.push(training!)
    }
    return picked
  }
}
