import type { FastifyBaseLogger } from 'fastify'
import type { ImprovedDescription } from '@sentinela/shared/schemas/jobs'
import { statementTypeOf } from '@sentinela/shared/nice/statement-codes'
import type { Config } from '../../config'
import type { Language } from '@sentinela/shared/i18n/languages'
import { askModelForJson } from '../../lib/ai-model'
import type { Translate } from '../../lib/i18n'
import type { FrameworkService } from '../framework/framework.service'
import { flagsFor, improveDescription, MAX_PROPOSED_RESPONSIBILITIES, type DescriptionDraft } from './job-description'

/** Tasks taken from each chosen role before the proposal picks its responsibilities. */
const TASKS_PER_ROLE = 4

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', pt: 'Portuguese' }

/**
 * POST /sentinelaAI/ImproveJobDescription. With AI_BASE_URL set it asks that OpenAI-compatible model; otherwise, or
 * when the model fails, the built-in rules answer. Flags always come from the rules. Nothing is saved here: the
 * company reviews the proposal before it replaces anything.
 */
export class JobDescriptionService {
  constructor(
    private readonly config: Config,
    private readonly framework: FrameworkService,
    private readonly log: FastifyBaseLogger,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async improve(
    draft: DescriptionDraft & { workRoleCodes: string[] },
    t: Translate,
    language: Language,
  ): Promise<ImprovedDescription> {
    await this.framework.assertWorkRolesExist(draft.workRoleCodes)
    // A job has no language of its own: it is written in the recruiter's, so the NICE tasks come in that language too.
    const tasks = await this.roleTasks(draft.workRoleCodes, language)
    const rules = improveDescription(draft, tasks, t)
    if (!this.config.AI_BASE_URL) return rules
    try {
      const model = await this.askModel(draft, tasks, language)
      return { ...model, flags: flagsFor(draft, t), source: 'model' }
    } catch (error) {
      this.log.warn({ err: error }, 'the description model did not answer; using the built-in rules')
      return rules
    }
  }

  /** The chosen roles' task statements in the language, a few per role in turn, so every role is represented. */
  private async roleTasks(workRoleCodes: string[], language: Language) {
    const roleStatements = await this.framework.getRoleStatements()
    const perRole = workRoleCodes.map((code) =>
      (roleStatements.get(code) ?? []).filter((statement) => statementTypeOf(statement) === 'task'),
    )
    const picked: string[] = []
    for (let index = 0; index < TASKS_PER_ROLE; index++) {
      for (const tasks of perRole) if (tasks[index]) picked.push(tasks[index]!)
    }
    const described = new Map(
      (await this.framework.describeStatements(picked, language)).map((row) => [row.code, row.description]),
    )
    return picked.map((code) => described.get(code)).filter((text): text is string => Boolean(text))
  }

  private async askModel(draft: DescriptionDraft, tasks: string[], language: Language) {
    const parsed = (await askModelForJson(
      this.config,
      [
        {
          role: 'system',
          content:
            `You edit cybersecurity job posts. Write in ${LANGUAGE_NAMES[language]}. Restructure the ` +
            'description into two short sections (about the role, responsibilities), leave out requirements, place, ' +
            'modality and salary (the job has fields for them), keep every fact the company gave, invent none, use ' +
            'inclusive wording. Propose up to ' +
            `${MAX_PROPOSED_RESPONSIBILITIES} responsibilities based on the NICE tasks given. Answer only JSON: ` +
            '{"description": string, "responsibilities": string[]}.',
        },
        { role: 'user', content: JSON.stringify({ ...draft, niceTasks: tasks }) },
      ],
      { fetcher: this.fetcher },
    )) as { description?: unknown; responsibilities?: unknown }
    if (typeof parsed.description !== 'string' || parsed.description.trim() === '') {
      throw new Error('model answer has no description')
    }
    const responsibilities = Array.isArray(parsed.responsibilities)
      ? parsed.responsibilities
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .slice(0, MAX_PROPOSED_RESPONSIBILITIES)
      : []
    return { description: parsed.description.trim().slice(0, 10_000), responsibilities }
  }
}
