import { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import {
  AI_LANGUAGES,
  AI_SEARCH_GROUPS,
  AiSearchFiltersSchema,
  SENIORITIES,
  type AiSearchFilters,
} from '@sentinela/shared/schemas/ai'
import type { ModelMessage } from '../../lib/ai-model'
import { COUNTRY_CODES } from './places'

/*
 * The model path of the AI search (issue #18, docs/decisions/013-ai-search.md): with AI_BASE_URL set, the model reads
 * the query into the same filters the built-in parser produces. It sees the query text and the framework's role list,
 * nothing about the person asking; it answers JSON, which is validated here, never SQL.
 */

/** How long the search waits for the model before the built-in parser answers (issue #18: ≤ 2 s). */
export const AI_SEARCH_MODEL_BUDGET_MS = 2_000

/** The messages asking the model for the filters of one query: the role list in the system prompt, the query alone. */
export function searchModelMessages(query: string, roles: readonly { code: string; name: string }[]): ModelMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You read one search query typed on a cybersecurity jobs and learning platform, in English, Spanish or',
        'Portuguese, and answer only a JSON object with these keys (leave out what the query does not say):',
        '- "words": the meaningful words left once the rest is understood (at most 12), e.g. ["consultor"]',
        '- "workRoleCodes": at most 5 codes of the NICE work roles below that the query names or implies, closest first',
        `- "modality": any of ${JSON.stringify(OPTION_LISTS.modality)}`,
        '- "country": the ISO 3166-1 alpha-2 code of a country named, or of the country of a city named',
        '- "city": a city named, spelled as locals write it (with accents)',
        '- "clearanceRequired": true when the query asks for a security clearance, false when it asks for none',
        `- "seniority": one of ${JSON.stringify(SENIORITIES)}`,
        `- "trainingLanguage": one of ${JSON.stringify(AI_LANGUAGES)}, when the query asks for trainings in a language`,
        `- "groups": which of ${JSON.stringify(AI_SEARCH_GROUPS)} the query asks for; "talents" for people ("who can…")`,
        'No other keys, no prose, no SQL.',
        'NICE work roles (code: name):',
        ...roles.map((role) => `${role.code}: ${role.name}`),
      ].join('\n'),
    },
    { role: 'user', content: query },
  ]
}

/**
 * The model's answer as filters, when it is exactly the filters schema (anything else is no answer: the parser
 * answers instead). Role codes the framework does not have and countries the master data does not know are dropped,
 * as they would match nothing.
 */
export function readModelFilters(answer: unknown, roleCodes: ReadonlySet<string>): AiSearchFilters | undefined {
  const parsed = AiSearchFiltersSchema.safeParse(answer)
  if (!parsed.success) return undefined
  const { country, ...filters } = parsed.data
  return {
    ...filters,
    workRoleCodes: [...new Set(filters.workRoleCodes.filter((code) => roleCodes.has(code)))],
    modality: [...new Set(filters.modality)],
    groups: [...new Set(filters.groups)],
    ...(country && COUNTRY_CODES.has(country) ? { country } : {}),
  }
}
