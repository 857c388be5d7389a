import { QUIZ_ATTRIBUTES, type QuizAttribute } from '../master-data/quiz-attributes'
import table from './scoring.json'

/**
 * The role-discovery quiz's scoring table (decision 009): each answer option's points on the seven 2017 NICE
 * categories and on 2017 specialty areas, and the framework statements it suggests. Kept as data in scoring.json.
 */
export const LEGACY_CATEGORY_CODES = ['SP', 'OM', 'OV', 'PR', 'AN', 'CO', 'IN'] as const
export type LegacyCategoryCode = (typeof LEGACY_CATEGORY_CODES)[number]

export interface QuizOptionScore {
  categories: Partial<Record<LegacyCategoryCode, number>>
  specialtyAreas: Record<string, number>
  statements: string[]
}

export interface QuizQuestion {
  attribute: QuizAttribute
  /** Multi-choice: at least one option (§5); single choice: exactly one. */
  multiple: boolean
  options: Record<string, QuizOptionScore>
}

/** The questions in the order the quiz asks them. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = table.questions as unknown as QuizQuestion[]

/** Up to this many picks of a multi-choice question count whole; more share the same total (decision 009). */
export const MULTI_CHOICE_FULL_PICKS = 3
/** A specialty area point weighs this many category points in a role's fit (decision 009). */
export const AREA_WEIGHT = 2

export type QuizAnswers = Partial<Record<QuizAttribute, readonly string[]>>

/** A 2017 work role with its category and the current roles it crosses over to (the framework's crosswalk). */
export interface LegacyWorkRole {
  code: string
  categoryCode: string
  currentWorkRoleCodes: readonly string[]
}

/** One answer's share in a result: the option picked and the points it gave. */
export interface QuizReason {
  attribute: QuizAttribute
  option: string
  points: number
}

export interface QuizCategoryResult {
  code: LegacyCategoryCode
  percentage: number
  reasons: QuizReason[]
}

export interface QuizRoleResult {
  workRoleCode: string
  percentage: number
  /** The 2017 roles that cross over to this role. */
  legacyWorkRoleCodes: string[]
  reasons: QuizReason[]
}

export interface QuizResult {
  categories: QuizCategoryResult[]
  workRoles: QuizRoleResult[]
  /** Statements the answers suggest, each with the answers that suggested it. */
  statements: { code: string; reasons: QuizReason[] }[]
}

export type QuizAnswerIssue = 'required' | 'single_choice' | 'unknown_option' | 'duplicate_option'

export function questionOf(attribute: QuizAttribute): QuizQuestion {
  return QUIZ_QUESTIONS.find((question) => question.attribute === attribute)!
}

/** §5: an answer is required (at least one option for multi-choice), from the question's options, each once. */
export function checkAnswer(attribute: QuizAttribute, options: readonly string[]): QuizAnswerIssue | undefined {
  const question = questionOf(attribute)
  if (options.length === 0) return 'required'
  if (!question.multiple && options.length > 1) return 'single_choice'
  if (options.some((option) => !(option in question.options))) return 'unknown_option'
  if (new Set(options).size !== options.length) return 'duplicate_option'
  return undefined
}

/** The first question without a valid answer, or undefined when every question is answered. */
export function firstUnanswered(answers: QuizAnswers): QuizAttribute | undefined {
  return QUIZ_QUESTIONS.find(
    (question) => checkAnswer(question.attribute, answers[question.attribute] ?? []) !== undefined,
  )?.attribute
}

const byPointsThenOrder = (a: QuizReason, b: QuizReason) =>
  b.points - a.points ||
  QUIZ_QUESTIONS.findIndex((q) => q.attribute === a.attribute) -
    QUIZ_QUESTIONS.findIndex((q) => q.attribute === b.attribute)

const round1 = (value: number) => Math.round(value * 10) / 10

/**
 * Scores complete answers (decision 009). Category percentage: the category's share of all category points.
 * Work role fit: each 2017 role scores its category's points plus AREA_WEIGHT times its specialty area's points; a
 * current role takes the best of the 2017 roles that cross over to it, as a percentage of the best-scoring 2017
 * role. Every figure lists the answers that raised it. Throws when an answer is missing or invalid.
 */
export function scoreQuiz(answers: QuizAnswers, legacyRoles: readonly LegacyWorkRole[]): QuizResult {
  const categoryReasons = new Map<string, QuizReason[]>()
  const areaReasons = new Map<string, QuizReason[]>()
  const statementReasons = new Map<string, QuizReason[]>()
  const add = (map: Map<string, QuizReason[]>, key: string, reason: QuizReason) => {
    const list = map.get(key)
    if (list) list.push(reason)
    else map.set(key, [reason])
  }
  for (const question of QUIZ_QUESTIONS) {
    const picked = answers[question.attribute] ?? []
    const issue = checkAnswer(question.attribute, picked)
    if (issue) throw new Error(`quiz answer ${question.attribute}: ${issue}`)
    const share = question.multiple ? Math.min(1, MULTI_CHOICE_FULL_PICKS / picked.length) : 1
    for (const option of picked) {
      const score = question.options[option]!
      for (const [code, points] of Object.entries(score.categories)) {
        add(categoryReasons, code, { attribute: question.attribute, option, points: round1(points * share) })
      }
      for (const [code, points] of Object.entries(score.specialtyAreas)) {
        add(areaReasons, code, { attribute: question.attribute, option, points: round1(points * share) })
      }
      for (const code of score.statements)
        add(statementReasons, code, { attribute: question.attribute, option, points: 0 })
    }
  }
  const sum = (reasons: QuizReason[] | undefined) => (reasons ?? []).reduce((total, reason) => total + reason.points, 0)
  const total = LEGACY_CATEGORY_CODES.reduce((acc, code) => acc + sum(categoryReasons.get(code)), 0)
  const categories = LEGACY_CATEGORY_CODES.map((code) => ({
    code,
    percentage: total === 0 ? 0 : Math.round((100 * sum(categoryReasons.get(code))) / total),
    reasons: [...(categoryReasons.get(code) ?? [])].sort(byPointsThenOrder),
  }))

  const legacyScores = legacyRoles.map((role) => {
    const area = role.code.split('-').slice(0, 2).join('-')
    const reasons = new Map<string, QuizReason>()
    for (const reason of categoryReasons.get(role.categoryCode) ?? [])
      reasons.set(`${reason.attribute}:${reason.option}`, { ...reason })
    for (const reason of areaReasons.get(area) ?? []) {
      const key = `${reason.attribute}:${reason.option}`
      const points = round1(reason.points * AREA_WEIGHT)
      const found = reasons.get(key)
      if (found) found.points = round1(found.points + points)
      else reasons.set(key, { ...reason, points })
    }
    const list = [...reasons.values()].sort(byPointsThenOrder)
    return { role, score: sum(list), reasons: list }
  })
  const best = Math.max(0, ...legacyScores.map((entry) => entry.score))
  const current = new Map<string, QuizRoleResult & { score: number }>()
  for (const entry of legacyScores) {
    if (entry.score <= 0) continue
    for (const code of entry.role.currentWorkRoleCodes) {
      const found = current.get(code)
      if (found && found.score > entry.score) {
        found.legacyWorkRoleCodes.push(entry.role.code)
        continue
      }
      current.set(code, {
        workRoleCode: code,
        score: entry.score,
        percentage: Math.round((100 * entry.score) / best),
        legacyWorkRoleCodes: [...(found?.legacyWorkRoleCodes ?? []), entry.role.code],
        reasons: entry.reasons,
      })
    }
  }
  const workRoles = [...current.values()]
    .sort((a, b) => b.score - a.score || a.workRoleCode.localeCompare(b.workRoleCode))
    .map(({ score: _score, ...role }) => ({ ...role, legacyWorkRoleCodes: role.legacyWorkRoleCodes.sort() }))
  const statements = [...statementReasons.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, reasons]) => ({ code, reasons }))
  return { categories, workRoles, statements }
}

/** Every question's option codes, straight from the master data (the table holds exactly these). */
export function optionsOf(attribute: QuizAttribute): readonly string[] {
  return QUIZ_ATTRIBUTES[attribute]
}
