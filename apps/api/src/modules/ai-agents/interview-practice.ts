import { SUPPORTED_LANGUAGES } from '@sentinela/shared/i18n/languages'
import { statementTypeOf } from '@sentinela/shared/nice/statement-codes'
import type {
  InterviewAnswerSchema,
  InterviewQuestions,
  InterviewQuestionsRequestSchema,
  InterviewScore,
} from '@sentinela/shared/schemas/ai'
import type { z } from 'zod'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { FrameworkService } from '../framework/framework.service'
import { keyWords, sameWord } from './agent-text'

export type InterviewQuestionsRequest = z.output<typeof InterviewQuestionsRequestSchema>
export type InterviewAnswer = z.output<typeof InterviewAnswerSchema>

/** How many question frames the `agents` catalog has (interview.question_0 …). */
const QUESTION_FRAMES = 3
/** The role's knowledge and skill statements an answer is scored against: the ones nearest the task. */
const RELEVANT_STATEMENTS = 6
/** Fewest statements an answer is scored against: a task with few words in common is topped up (see below). */
const MIN_RELEVANT_STATEMENTS = 3
/** Share of a statement's key words an answer must show for the statement to count as shown. */
const SHOWN_SHARE = 0.6
/** The statements to add that the feedback lists. */
const TO_ADD = 5

/**
 * Words every knowledge and skill statement opens with or leans on ("Knowledge of…", "Habilidad para…",
 * "Capacidade de…"): they say nothing about the subject, so they neither make statements alike nor count as shown.
 */
const GENERIC = new Set(
  [
    'knowledge',
    'skill',
    'skills',
    'ability',
    'abilities',
    'conocimiento',
    'conocimientos',
    'habilidad',
    'habilidades',
    'capacidad',
    'conhecimento',
    'conhecimentos',
    'habilidade',
    'capacidade',
    'including',
    'incluyendo',
    'incluindo',
    'use',
    'using',
    'usar',
    'utilizar',
    'uso',
  ].flatMap(keyWords),
)

/** A statement's words that carry its subject: key words less the generic ones and the shortest. */
export function subjectWords(text: string): string[] {
  return [...new Set(keyWords(text).filter((word) => word.length >= 3 && !GENERIC.has(word)))]
}

/**
 * Share of the subject words an answer's words show (0–1). Words of the question itself (`given`) weigh half: the
 * answer has them for free.
 */
export function shareShown(subject: readonly string[], answerWords: readonly string[], given: readonly string[] = []) {
  const weightOf = (word: string) => (given.some((asked) => sameWord(word, asked)) ? 0.5 : 1)
  const total = subject.reduce((sum, word) => sum + weightOf(word), 0)
  if (total === 0) return 0
  const shown = subject
    .filter((word) => answerWords.some((said) => sameWord(word, said)))
    .reduce((sum, word) => sum + weightOf(word), 0)
  return shown / total
}

/**
 * Interview practice (issue #18): questions drawn from a work role's task statements, in the reader's language, each
 * framed as an interviewer would ask it; an answer scored against the role's knowledge and skill statements nearest
 * the task (word overlap after folding and stop words, in NIST's English). What an answer shows is read in all three
 * languages, so an answer in Spanish or Portuguese is scored as fairly as one in English.
 */
export class InterviewPracticeAgent {
  constructor(private readonly framework: FrameworkService) {}

  /** A few of the role's tasks, a different draw each time, as questions. */
  async questions(request: InterviewQuestionsRequest, t: Translate): Promise<InterviewQuestions> {
    const language = languageOfTranslator(t)
    await this.framework.assertWorkRolesExist([request.workRoleCode], () => 'workRoleCode')
    const role = (await this.framework.findWorkRole(language, request.workRoleCode))!
    const tasks = ((await this.framework.getRoleStatements()).get(request.workRoleCode) ?? []).filter(
      (code) => statementTypeOf(code) === 'task',
    )
    const drawn = shuffled(tasks).slice(0, request.count)
    const described = new Map(
      (await this.framework.describeStatements(drawn, language)).map((statement) => [statement.code, statement]),
    )
    return {
      workRole: { code: role.code, name: role.name },
      questions: drawn.map((code, index) => ({
        code,
        question: t(`agents:interview.question_${index % QUESTION_FRAMES}`, {
          task: described.get(code)!.description.trim().replace(/\.$/, ''),
        }),
      })),
    }
  }

  /** How a task (already checked by `score`) is asked, in the first frame: what a narration tells the model. */
  async questionFor(questionCode: string, t: Translate): Promise<string> {
    const [task] = await this.framework.describeStatements([questionCode.toUpperCase()], languageOfTranslator(t))
    return t('agents:interview.question_0', { task: task?.description.trim().replace(/\.$/, '') ?? questionCode })
  }

  /**
   * The answer's score: over the role's knowledge and skill statements nearest the task, the share of each
   * statement's subject words the answer shows, each statement counting in full once SHOWN_SHARE of them are shown.
   */
  async score(request: InterviewAnswer, t: Translate): Promise<InterviewScore> {
    const language = languageOfTranslator(t)
    await this.framework.assertWorkRolesExist([request.workRoleCode], () => 'workRoleCode')
    const roleCodes = (await this.framework.getRoleStatements()).get(request.workRoleCode) ?? []
    const taskCode = request.questionCode.toUpperCase()
    if (statementTypeOf(taskCode) !== 'task' || !roleCodes.includes(taskCode)) {
      throw new AppError(ErrorCode.INTERVIEW_QUESTION_NOT_FOUND)
    }
    const relevant = await this.relevantStatements(taskCode, roleCodes)
    // The statements and the task in the three languages: an answer is read in whichever it is written in.
    const texts = new Map(
      await Promise.all(
        SUPPORTED_LANGUAGES.map(async (textLanguage) => {
          const described = await this.framework.describeStatements([taskCode, ...relevant], textLanguage)
          return [textLanguage, new Map(described.map((statement) => [statement.code, statement.description]))] as const
        }),
      ),
    )
    // The question's own words are given: an answer that only repeats them shows little, so they weigh half.
    const asked = SUPPORTED_LANGUAGES.flatMap((textLanguage) =>
      subjectWords(texts.get(textLanguage)!.get(taskCode) ?? ''),
    )
    const answerWords = keyWords(request.answer)
    const judged = relevant.map((code) => {
      // The statement as the answer is most likely written: whichever language's words it shows most.
      const share = Math.max(
        ...SUPPORTED_LANGUAGES.map((textLanguage) =>
          shareShown(subjectWords(texts.get(textLanguage)!.get(code) ?? ''), answerWords, asked),
        ),
      )
      return { code, text: texts.get(language)!.get(code) ?? '', share }
    })
    const shown = judged.filter((statement) => statement.share >= SHOWN_SHARE)
    const toAdd = judged.filter((statement) => statement.share < SHOWN_SHARE).slice(0, TO_ADD)
    const score =
      judged.length === 0
        ? 0
        : Math.round(
            (100 * judged.reduce((sum, statement) => sum + Math.min(1, statement.share / SHOWN_SHARE), 0)) /
              judged.length,
          )
    const counts = { shown: shown.length, total: judged.length }
    const band = score >= 75 ? 'strong' : score >= 40 ? 'partial' : 'weak'
    const feedback = [
      t(`agents:interview.feedback_${band}`, counts),
      toAdd[0]
        ? t('agents:interview.feedback_add', { statement: toAdd[0].text })
        : t('agents:interview.feedback_example'),
    ].join(' ')
    return {
      score,
      shown: shown.map(({ code, text }) => ({ code, text })),
      toAdd: toAdd.map(({ code, text }) => ({ code, text })),
      feedback,
    }
  }

  /**
   * The role's knowledge and skill statements nearest the task: most subject words in common with it (in NIST's
   * English, the framework's own words), long statements weighed down so a list of everything does not win. A task
   * that shares words with fewer than three is topped up with the role's most central statements: those sharing the
   * most words with all of the role's tasks.
   */
  private async relevantStatements(taskCode: string, roleCodes: readonly string[]) {
    const english = await this.framework.describeStatements(roleCodes, 'en')
    const tasks = english.filter((statement) => statement.type === 'task')
    const candidates = english
      .filter((statement) => statement.type !== 'task')
      .map((statement) => ({ code: statement.code, words: subjectWords(statement.description) }))
      .filter((statement) => statement.words.length > 0)
    const taskWords = subjectWords(tasks.find((statement) => statement.code === taskCode)?.description ?? '')
    const roleWords = new Map<string, number>()
    for (const task of tasks) {
      for (const word of subjectWords(task.description)) roleWords.set(word, (roleWords.get(word) ?? 0) + 1)
    }
    const ranked = (closeness: (words: string[]) => number) =>
      candidates
        .map((statement) => ({
          code: statement.code,
          closeness: closeness(statement.words) / Math.sqrt(statement.words.length),
        }))
        .filter((statement) => statement.closeness > 0)
        .sort((a, b) => b.closeness - a.closeness || a.code.localeCompare(b.code))
        .map((statement) => statement.code)
    const nearest = ranked(
      (words) => words.filter((word) => taskWords.some((taskWord) => sameWord(word, taskWord))).length,
    )
    const picked = nearest.slice(0, RELEVANT_STATEMENTS)
    if (picked.length < MIN_RELEVANT_STATEMENTS) {
      const central = ranked((words) => words.reduce((sum, word) => sum + (roleWords.get(word) ?? 0), 0))
      for (const code of central) {
        if (picked.length >= MIN_RELEVANT_STATEMENTS) break
        if (!picked.includes(code)) picked.push(code)
      }
    }
    return picked
  }
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}
