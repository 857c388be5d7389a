import { z } from 'zod'
import { LANGUAGE_CODES } from '../master-data/languages'
import { OPTION_LISTS } from '../master-data/option-lists'
import {
  CertificationInputSchema,
  EducationInputSchema,
  ExperienceInputSchema,
  LanguageInputSchema,
  MAX_LIST_ITEMS,
} from './profile'
import { StatementCodeSchema, WorkRoleCodeSchema } from './framework'
import { VersionSchema } from './common'

/** §4: a CV is being read, has been read, or could not be read (with why). */
export const CV_ANALYSIS_STATUSES = ['processing', 'ready', 'failed'] as const
export type CvAnalysisStatus = (typeof CV_ANALYSIS_STATUSES)[number]

/** Where the suggestions come from: the uploaded CV, or an import (a JSON Resume file, a LinkedIn data export; #20). */
export const CV_ANALYSIS_SOURCES = ['cv', 'json_resume', 'linkedin'] as const
export type CvAnalysisSource = (typeof CV_ANALYSIS_SOURCES)[number]

/** Why an analysis failed; each has a message in the cv-analysis namespace (`reasons.<code>`). */
export const CV_FAILURE_REASONS = [
  'unreadable',
  'encrypted',
  'too_many_pages',
  'too_large_inflated',
  'timeout',
  'no_text',
  'internal',
] as const
export type CvFailureReason = (typeof CV_FAILURE_REASONS)[number]

const Nullable = <T extends z.ZodType>(schema: T) => schema.nullable()

/** What the analysis found, before the talent accepts any of it. Dates are YYYY-MM-DD (the 1st when only a month). */
export const CvSuggestionsSchema = z.object({
  email: Nullable(z.string()),
  phone: Nullable(z.string()),
  currentJobTitle: Nullable(z.string()),
  experiences: z.array(
    z.object({
      jobTitle: z.string(),
      company: z.string(),
      startDate: Nullable(z.string()),
      endDate: Nullable(z.string()),
      currentlyWorksHere: z.boolean(),
    }),
  ),
  educations: z.array(
    z.object({
      school: z.string(),
      degree: z.string(),
      fieldOfStudy: Nullable(z.string()),
      graduationDate: Nullable(z.string()),
    }),
  ),
  certifications: z.array(
    z.object({ name: z.string(), issuingEntity: Nullable(z.string()), dateIssued: Nullable(z.string()) }),
  ),
  languages: z.array(z.object({ language: z.enum(LANGUAGE_CODES), level: z.enum(OPTION_LISTS.language_level) })),
  clearance: Nullable(z.object({ level: z.union([z.literal(0), z.literal(1), z.literal(2)]) })),
  /** Work roles best first, each with its category and the statements of that role the CV speaks of. */
  workRoles: z.array(
    z.object({
      code: z.string(),
      categoryCode: z.string(),
      score: z.number(),
      statementCodes: z.array(z.string()),
    }),
  ),
})
export type CvSuggestions = z.infer<typeof CvSuggestionsSchema>

export const CvAnalysisSchema = z.object({
  status: z.enum(CV_ANALYSIS_STATUSES),
  source: z.enum(CV_ANALYSIS_SOURCES),
  reason: z.enum(CV_FAILURE_REASONS).nullable(),
  fileName: z.string(),
  attempts: z.number().int(),
  updatedAt: z.string(),
  suggestions: CvSuggestionsSchema.nullable(),
})
export type CvAnalysis = z.infer<typeof CvAnalysisSchema>

/**
 * The suggestions the talent accepted, possibly edited: list items as the profile takes them (validated by the
 * profile's own rules), fields only when chosen. The NICE part is merged into the profile's selection by code.
 */
export const CvAcceptInputSchema = z.strictObject({
  version: VersionSchema,
  currentJobTitle: z.string().trim().min(1, 'required').max(120, 'too_long').nullish(),
  phone: z.string().trim().max(40, 'too_long').nullish(),
  experiences: z.array(ExperienceInputSchema).max(MAX_LIST_ITEMS, 'too_many').default([]),
  educations: z.array(EducationInputSchema).max(MAX_LIST_ITEMS, 'too_many').default([]),
  certifications: z.array(CertificationInputSchema).max(MAX_LIST_ITEMS, 'too_many').default([]),
  languages: z.array(LanguageInputSchema).max(MAX_LIST_ITEMS, 'too_many').default([]),
  clearanceLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullish(),
  workRoleCodes: z.array(WorkRoleCodeSchema).max(5, 'too_many').default([]),
  statementCodes: z.array(StatementCodeSchema).max(3000, 'too_many').default([]),
})
export type CvAcceptInput = z.input<typeof CvAcceptInputSchema>
