import { z } from 'zod'
import { SUPPORTED_LANGUAGES } from '../i18n/languages'

/**
 * The résumé builder and the talent's documents (issue #20, PRODUCT.md "The talent's own space", decision 015).
 * - talent: GET/PUT /resume/settings, POST /resume/preview (the model the page and the PDF both render),
 *   POST /resume/pdf (stored as a document), POST /resume/json-resume, POST /resume/import (multipart)
 * - talent: GET /documents, DELETE /documents/{id}, POST /profile/certifications/{id}/proof (multipart)
 * - owner or a company that may see the profile: GET /documents/{id}/file, GET /talent/{id}/documents,
 *   GET /talent/{id}/documents/cv
 */

/** At least three templates; `ats` is the plain single column that applicant tracking systems read best. */
export const RESUME_TEMPLATES = ['classic', 'modern', 'ats'] as const
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number]

/**
 * The sections a résumé can show, in their default order. New kinds (a portfolio's projects) join this list; the
 * saved choices keep their own order and unknown codes are dropped when read.
 */
export const RESUME_SECTIONS = [
  'summary',
  'experience',
  'projects',
  'education',
  'certifications',
  'skills',
  'languages',
  'courses',
] as const
export type ResumeSection = (typeof RESUME_SECTIONS)[number]
export const ResumeSectionSchema = z.enum(RESUME_SECTIONS)

export const RESUME_SUMMARY_MAX_LENGTH = 2000
/** Generated résumés kept per talent: a new one past this removes the oldest. */
export const MAX_STORED_RESUMES = 20

export const ResumeLanguageSchema = z.enum(SUPPORTED_LANGUAGES)

/** What the talent chose: template, sections in order (each at most once), language, and an own summary. */
export const ResumeChoicesSchema = z.strictObject({
  template: z.enum(RESUME_TEMPLATES),
  language: ResumeLanguageSchema,
  sections: z
    .array(ResumeSectionSchema)
    .min(1, 'required')
    .max(RESUME_SECTIONS.length, 'too_many')
    .refine((sections) => new Set(sections).size === sections.length, 'duplicate'),
  summary: z
    .string()
    .trim()
    .max(RESUME_SUMMARY_MAX_LENGTH, 'too_long')
    .nullish()
    .transform((value) => (value ? value : null)),
})
export type ResumeChoicesInput = z.input<typeof ResumeChoicesSchema>
export type ResumeChoices = z.output<typeof ResumeChoicesSchema>

export const ResumeSettingsSchema = z.object({
  template: z.enum(RESUME_TEMPLATES),
  language: ResumeLanguageSchema,
  sections: z.array(ResumeSectionSchema),
  summary: z.string().nullable(),
  /** Every section kind this server offers, in the default order (the ones not chosen are off). */
  availableSections: z.array(ResumeSectionSchema),
  /** False until the talent saved choices once. */
  isSaved: z.boolean(),
})
export type ResumeSettings = z.infer<typeof ResumeSettingsSchema>

/** One line of a section: a title, what it is at or about, when, and free text; all as the talent wrote them. */
export const ResumeEntrySchema = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  period: z.string().nullable(),
  body: z.string().nullable(),
})
export type ResumeEntry = z.infer<typeof ResumeEntrySchema>

/**
 * The résumé as the page previews it and the PDF prints it: labels already in the résumé's language, the talent's
 * own text as written. One model, two renderings.
 */
export const ResumeModelSchema = z.object({
  template: z.enum(RESUME_TEMPLATES),
  language: ResumeLanguageSchema,
  name: z.string(),
  headline: z.string().nullable(),
  /** E-mail, phone, place and website, each ready to print. */
  contact: z.array(z.object({ label: z.string(), value: z.string() })),
  sections: z.array(z.object({ code: ResumeSectionSchema, title: z.string(), entries: z.array(ResumeEntrySchema) })),
})
export type ResumeModel = z.infer<typeof ResumeModelSchema>

export const DOCUMENT_KINDS = ['cv', 'certification_proof', 'resume'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** Proofs of certifications: a PDF or a PNG/JPEG image (checked by content), up to this size. */
export const CERTIFICATION_PROOF_MAX_BYTES = 10 * 1024 * 1024

export const TalentDocumentSchema = z.object({
  /** 0 for the CV, which lives on the profile rather than among stored documents. */
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nullable(),
  /** Where to download it (for the caller: the owner's or a company's address). */
  url: z.string(),
  createdAt: z.string().nullable(),
  certification: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  template: z.enum(RESUME_TEMPLATES).nullable(),
  language: ResumeLanguageSchema.nullable(),
})
export type TalentDocument = z.infer<typeof TalentDocumentSchema>

/** Imports (JSON Resume file, LinkedIn data export ZIP) land in the CV review: bounded before anything is read. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const IMPORT_ZIP_MAX_ENTRIES = 200
export const IMPORT_ZIP_MAX_UNCOMPRESSED_BYTES = 20 * 1024 * 1024
