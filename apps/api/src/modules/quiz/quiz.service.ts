import type { QuizAttribute } from '@sentinela/shared/master-data/quiz-attributes'
import {
  checkAnswer,
  firstUnanswered,
  QUIZ_QUESTIONS,
  scoreQuiz,
  type QuizReason,
  type QuizResult,
} from '@sentinela/shared/quiz/scoring'
import type {
  QuizAdded,
  QuizAnswerInput,
  QuizAttempt,
  QuizAttemptSummary,
  QuizOverview,
  QuizQuestionView,
  QuizResultView,
} from '@sentinela/shared/schemas/quiz'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { FrameworkService } from '../framework/framework.service'
import { mergeFrameworkItems } from '../../lib/merge-framework-items'
import type { ProfileService } from '../profile/profile.service'
import type { QuizAttemptRow, QuizRepository } from './quiz.repository'

/** A role is suggested for "Add to my profile" from this fit up (decision 009)… */
export const SUGGEST_MIN_PERCENTAGE = 60
/** …and at most this many of the best. */
export const SUGGEST_MAX_ROLES = 3
const HISTORY_LIMIT = 50

const indexOf = (attribute: QuizAttribute) => QUIZ_QUESTIONS.findIndex((question) => question.attribute === attribute)

/**
 * The role-discovery quiz (§4 "sequential questions, then results"; PRODUCT.md "Quiz, CV analysis and AI"): one
 * open attempt per talent that survives a reload, answers checked one by one (§5), results scored by the shared
 * table (decision 009) and kept for the history, and "Add to my profile" through the one NICE merge rule.
 */
export class QuizService {
  constructor(
    private readonly quizzes: QuizRepository,
    private readonly framework: FrameworkService,
    private readonly profiles: ProfileService,
  ) {}

  questions(t: Translate): QuizQuestionView[] {
    return QUIZ_QUESTIONS.map((question) => ({
      attribute: question.attribute,
      multiple: question.multiple,
      options: Object.keys(question.options).map((code) => ({
        code,
        label: this.optionLabel(t, question.attribute, code),
      })),
    }))
  }

  async overview(userId: number, t: Translate): Promise<QuizOverview> {
    const [open, finished] = await Promise.all([
      this.quizzes.findOpen(userId),
      this.quizzes.listFinished(userId, HISTORY_LIMIT),
    ])
    const names = await this.roleNames(t)
    return {
      open: open ? await this.view(open, t) : null,
      history: finished.map((row) => this.summary(row, t, names)),
    }
  }

  /** Start a new attempt, or resume the open one. */
  async start(userId: number, t: Translate) {
    const { row, created } = await this.quizzes.openOrCreate(userId)
    return { attempt: await this.view(row, t), created }
  }

  async get(userId: number, id: number, t: Translate): Promise<QuizAttempt> {
    return this.view(await this.own(userId, id), t)
  }

  /** §5: saves one answer (required; at least one option for multi-choice) and moves on to the next question. */
  async answer(userId: number, id: number, input: QuizAnswerInput, t: Translate): Promise<QuizAttempt> {
    const attempt = this.assertOpen(await this.own(userId, id))
    const question = QUIZ_QUESTIONS[indexOf(input.attribute)]!
    const issue = checkAnswer(input.attribute, input.options)
    if (issue === 'required') {
      throw new AppError(question.multiple ? ErrorCode.QUIZ_CHOOSE_AT_LEAST_ONE : ErrorCode.QUIZ_ANSWER_REQUIRED)
    }
    if (issue) {
      const issues =
        issue === 'single_choice'
          ? [{ path: 'options', code: 'too_many', params: {} }]
          : input.options.flatMap((option, index) => {
              if (!(option in question.options)) {
                return [{ path: `options.${index}`, code: 'unknown_code', params: { code: option } }]
              }
              return input.options.indexOf(option) !== index
                ? [{ path: `options.${index}`, code: 'duplicate', params: {} }]
                : []
            })
      throw new AppError(ErrorCode.VALIDATION_FAILED, { issues })
    }
    const answers = { ...attempt.answers, [input.attribute]: input.options }
    const position = Math.min(indexOf(input.attribute) + 1, QUIZ_QUESTIONS.length - 1)
    const saved = await this.quizzes.updateOpen(attempt.id, { answers, position })
    if (!saved) throw new AppError(ErrorCode.QUIZ_ATTEMPT_FINISHED)
    return this.view(saved, t)
  }

  /** Previous/next without answering: never past the first question still to answer. */
  async move(userId: number, id: number, position: number, t: Translate): Promise<QuizAttempt> {
    const attempt = this.assertOpen(await this.own(userId, id))
    const pending = firstUnanswered(attempt.answers)
    if (pending && position > indexOf(pending)) {
      const question = QUIZ_QUESTIONS[indexOf(pending)]!
      throw new AppError(question.multiple ? ErrorCode.QUIZ_CHOOSE_AT_LEAST_ONE : ErrorCode.QUIZ_ANSWER_REQUIRED)
    }
    const saved = await this.quizzes.updateOpen(attempt.id, { position })
    if (!saved) throw new AppError(ErrorCode.QUIZ_ATTEMPT_FINISHED)
    return this.view(saved, t)
  }

  /** Scores a complete attempt and keeps the result (PRODUCT.md: stored, re-takable, with history). */
  async finish(userId: number, id: number, t: Translate): Promise<QuizAttempt> {
    const attempt = this.assertOpen(await this.own(userId, id))
    const pending = firstUnanswered(attempt.answers)
    if (pending) throw new AppError(ErrorCode.QUIZ_INCOMPLETE, { details: { attribute: pending } })
    const result = scoreQuiz(attempt.answers, await this.framework.legacyWorkRoles())
    const saved = await this.quizzes.finish(attempt.id, result)
    if (!saved) throw new AppError(ErrorCode.QUIZ_ATTEMPT_FINISHED)
    return this.view(saved, t)
  }

  /**
   * "Add to my profile": the suggested roles and their statements merge into the NICE profile by the one §4 rule
   * (mergeFrameworkItems), saved by the profile service, which recomputes the stored fit at once.
   */
  async addToProfile(userId: number, id: number): Promise<QuizAdded> {
    const attempt = await this.own(userId, id)
    if (!attempt.result || !attempt.finishedAt) {
      const pending = firstUnanswered(attempt.answers)
      throw new AppError(ErrorCode.QUIZ_INCOMPLETE, pending ? { details: { attribute: pending } } : {})
    }
    const suggestion = await this.suggestionOf(attempt.result)
    const [profile, roleCategories, roleStatements] = await Promise.all([
      this.profiles.getProfile(userId),
      this.framework.workRoleCategories(),
      this.framework.getRoleStatements(),
    ])
    const merged = mergeFrameworkItems(
      profile.nice,
      {
        workRoleCodes: suggestion.workRoleCodes,
        items: await this.framework.frameworkItems(suggestion.statementCodes),
      },
      { roleCategories, roleStatements },
    )
    const nothingNew = merged.addedWorkRoleCodes.length === 0 && merged.addedStatementCodes.length === 0
    if (nothingNew || merged.selection.statementCodes.length === 0) throw new AppError(ErrorCode.QUIZ_NOTHING_TO_ADD)
    const saved = await this.profiles.saveNiceSection(
      userId,
      profile.version,
      // Category codes come from the framework's own roles, so they are the current categories' codes.
      merged.selection as Parameters<ProfileService['saveNiceSection']>[2],
    )
    await this.quizzes.markAdded(attempt.id)
    return {
      addedWorkRoleCodes: merged.addedWorkRoleCodes,
      addedStatementCodes: merged.addedStatementCodes,
      skippedWorkRoleCodes: merged.skippedWorkRoleCodes,
      profileVersion: saved.version,
    }
  }

  /** The best roles from SUGGEST_MIN_PERCENTAGE up, and the answers' statements that those roles hold. */
  private async suggestionOf(result: QuizResult) {
    const workRoleCodes = result.workRoles
      .filter((role) => role.percentage >= SUGGEST_MIN_PERCENTAGE)
      .slice(0, SUGGEST_MAX_ROLES)
      .map((role) => role.workRoleCode)
    const roleStatements = await this.framework.getRoleStatements()
    const held = new Set(workRoleCodes.flatMap((code) => roleStatements.get(code) ?? []))
    return {
      workRoleCodes,
      statementCodes: result.statements.map((statement) => statement.code).filter((code) => held.has(code)),
    }
  }

  private async own(userId: number, id: number) {
    const attempt = await this.quizzes.findOwn(userId, id)
    if (!attempt) throw new AppError(ErrorCode.NOT_FOUND)
    return attempt
  }

  private assertOpen(attempt: QuizAttemptRow) {
    if (attempt.finishedAt) throw new AppError(ErrorCode.QUIZ_ATTEMPT_FINISHED)
    return attempt
  }

  private optionLabel(t: Translate, attribute: QuizAttribute, option: string) {
    return t(`master-data-guides:quiz.${attribute}.${option}`)
  }

  private async roleNames(t: Translate) {
    const roles = await this.framework.listWorkRoles(languageOfTranslator(t))
    return new Map(roles.map((role) => [role.code, role]))
  }

  private async view(row: QuizAttemptRow, t: Translate): Promise<QuizAttempt> {
    return {
      id: row.id,
      status: row.finishedAt ? 'finished' : 'open',
      position: row.position,
      answers: row.answers as QuizAttempt['answers'],
      startedAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      addedToProfileAt: row.addedToProfileAt?.toISOString() ?? null,
      result: row.result ? await this.resultView(row.result, t) : null,
    }
  }

  private async resultView(result: QuizResult, t: Translate): Promise<QuizResultView> {
    const names = await this.roleNames(t)
    const suggestion = await this.suggestionOf(result)
    const reasons = (list: QuizReason[]) =>
      list.map((reason) => ({ ...reason, label: this.optionLabel(t, reason.attribute, reason.option) }))
    return {
      categories: result.categories.map((category) => ({
        code: category.code,
        name: t(`nice:legacy_category.${category.code}.name`),
        percentage: category.percentage,
        reasons: reasons(category.reasons),
      })),
      workRoles: result.workRoles.map((role) => ({
        workRoleCode: role.workRoleCode,
        name: names.get(role.workRoleCode)?.name ?? role.workRoleCode,
        categoryCode: names.get(role.workRoleCode)?.categoryCode ?? role.workRoleCode.slice(0, 2),
        percentage: role.percentage,
        legacyWorkRoleCodes: role.legacyWorkRoleCodes,
        reasons: reasons(role.reasons),
        suggested: suggestion.workRoleCodes.includes(role.workRoleCode),
      })),
      suggestedStatementCodes: suggestion.statementCodes,
    }
  }

  private summary(row: QuizAttemptRow, t: Translate, names: Map<string, { name: string }>): QuizAttemptSummary {
    const top = row.result ? [...row.result.categories].sort((a, b) => b.percentage - a.percentage)[0] : undefined
    const role = row.result?.workRoles[0]
    return {
      id: row.id,
      finishedAt: row.finishedAt!.toISOString(),
      addedToProfileAt: row.addedToProfileAt?.toISOString() ?? null,
      topCategory:
        top && top.percentage > 0
          ? { code: top.code, name: t(`nice:legacy_category.${top.code}.name`), percentage: top.percentage }
          : null,
      topWorkRole: role
        ? {
            workRoleCode: role.workRoleCode,
            name: names.get(role.workRoleCode)?.name ?? role.workRoleCode,
            percentage: role.percentage,
          }
        : null,
    }
  }
}
