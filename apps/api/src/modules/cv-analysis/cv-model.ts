import { z } from 'zod'
import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { askModelForJson, type ModelConfig } from '../../lib/ai-model'

/** What the model reads of a CV: enough for a few pages, never a whole book. */
const MAX_MODEL_TEXT = 20_000
/** A model-proposed role with evidence in the CV's own text gains this much score (the rules' scores are ~0–10). */
export const MODEL_ROLE_BONUS = 2

const monthOrDay = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/)
  .transform((value) => (value.length === 7 ? `${value}-01` : value))
const optionalDate = monthOrDay.nullish().catch(null)

/** A list of which only the items the schema accepts are kept (one malformed item does not lose the others). */
const lenientList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((items) =>
      items
        .flatMap((value) => {
          const parsed = item.safeParse(value)
          return parsed.success ? [parsed.data as z.output<T>] : []
        })
        .slice(0, max),
    )

/** The model's answer, as far as it is believed: anything else in it is dropped, anything malformed skipped. */
export const ModelCvSchema = z.object({
  currentJobTitle: z.string().trim().min(1).max(120).nullish().catch(null),
  experiences: lenientList(
    z.object({
      jobTitle: z.string().trim().min(1).max(160),
      company: z.string().trim().min(1).max(160),
      startDate: optionalDate,
      endDate: optionalDate,
      currentlyWorksHere: z.boolean().catch(false).default(false),
    }),
    20,
  ),
  certifications: lenientList(
    z.object({
      name: z.string().trim().min(1).max(160),
      issuingEntity: z.string().trim().min(1).max(160).nullish().catch(null),
      dateIssued: optionalDate,
    }),
    30,
  ),
  workRoleCodes: lenientList(z.string().regex(/^[A-Z]{2}-WRL-\d{3}$/), 5),
})
export type ModelCv = z.infer<typeof ModelCvSchema>

/** Asks the OpenAI-compatible model for what it reads in the CV; throws when it does not answer with JSON. */
export async function askModelAboutCv(
  config: ModelConfig,
  text: string,
  roleCodes: string[],
  fetcher?: typeof fetch,
): Promise<ModelCv> {
  const answer = await askModelForJson(
    config,
    [
      {
        role: 'system',
        content:
          'You read cybersecurity CVs written in English, Spanish or Portuguese. Report only what the CV says; ' +
          'invent nothing. Dates as YYYY-MM. Work roles are NICE Framework 2025 codes from this list: ' +
          `${roleCodes.join(', ')}; propose at most 5 that fit the person's experience. Answer only JSON: ` +
          '{"currentJobTitle": string|null, "experiences": [{"jobTitle", "company", "startDate", "endDate", ' +
          '"currentlyWorksHere"}], "certifications": [{"name", "issuingEntity", "dateIssued"}], "workRoleCodes": []}.',
      },
      { role: 'user', content: text.slice(0, MAX_MODEL_TEXT) },
    ],
    { fetcher, temperature: 0 },
  )
  return ModelCvSchema.parse(answer)
}

const key = (value: string) => value.trim().toLowerCase()

/**
 * The rules' suggestions with what the model found besides: a title when the rules found none, experiences and
 * certifications the rules missed (the rules' own win on a tie), and the model's work roles moved up when the CV's
 * text holds statements of them (a role without evidence is not offered: it would add nothing to the fit).
 */
export function mergeModelSuggestions(
  rules: CvSuggestions,
  model: ModelCv,
  roles: CvSuggestions['workRoles'],
  limit = 5,
): CvSuggestions {
  const experienceKey = (item: { company: string; startDate?: string | null }) =>
    `${key(item.company)}|${item.startDate?.slice(0, 7) ?? ''}`
  const knownExperiences = new Set(rules.experiences.map(experienceKey))
  const knownCertifications = new Set(rules.certifications.map((item) => key(item.name)))
  const proposed = new Set(model.workRoleCodes)
  const workRoles = roles
    .filter((role) => role.statementCodes.length > 0 && (role.score > 0 || proposed.has(role.code)))
    .map((role) =>
      proposed.has(role.code) ? { ...role, score: Math.round((role.score + MODEL_ROLE_BONUS) * 100) / 100 } : role,
    )
    .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code))
    .slice(0, limit)
  return {
    ...rules,
    currentJobTitle: rules.currentJobTitle ?? model.currentJobTitle ?? null,
    experiences: [
      ...rules.experiences,
      ...model.experiences
        .filter((item) => !knownExperiences.has(experienceKey(item)))
        .map((item) => ({
          jobTitle: item.jobTitle,
          company: item.company,
          startDate: item.startDate ?? null,
          endDate: item.currentlyWorksHere ? null : (item.endDate ?? null),
          currentlyWorksHere: item.currentlyWorksHere,
        })),
    ].slice(0, 20),
    certifications: [
      ...rules.certifications,
      ...model.certifications
        .filter((item) => !knownCertifications.has(key(item.name)))
        .map((item) => ({
          name: item.name,
          issuingEntity: item.issuingEntity ?? null,
          dateIssued: item.dateIssued ?? null,
        })),
    ].slice(0, 30),
    workRoles,
  }
}
