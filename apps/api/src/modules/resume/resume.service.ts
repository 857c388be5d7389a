import { randomUUID } from 'node:crypto'
import type { Language } from '@sentinela/shared/i18n/languages'
import {
  MAX_STORED_RESUMES,
  RESUME_SECTIONS,
  ResumeChoicesSchema,
  type ResumeChoices,
  type ResumeChoicesInput,
  type ResumeSection,
  type ResumeSettings,
} from '@sentinela/shared/schemas/resume'
import { translatorFor } from '../../lib/i18n'
import type { FileStorage } from '../../lib/storage'
import type { CvAnalysisService } from '../cv-analysis/cv-analysis.service'
import type { ProfileService } from '../profile/profile.service'
import type { DocumentsService } from './documents.service'
import { toJsonResume } from './json-resume'
import { buildResumeModel, type ResumeSource } from './resume-model'
import { readImport } from './resume-import'
import type { ResumeRepository } from './resume.repository'

export const RESUME_PREFIX = 'resumes/'

/** What a talent who never saved choices starts from: the classic template, every section, their own language. */
const defaultChoices = (language: Language): ResumeChoices => ({
  template: 'classic',
  language,
  sections: [...RESUME_SECTIONS],
  summary: null,
})

/** "Lucía Hernández" → "Lucia-Hernandez": a file name every system keeps as it is. */
const asciiName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * The résumé builder (issue #20, PRODUCT.md "The talent's own space"): the talent's saved choices, the one model the
 * page previews and the PDF prints, the PDF (stored as a document) and JSON Resume out, and imports into the CV
 * review (nothing enters the profile until the talent accepts it there).
 */
export class ResumeService {
  constructor(
    private readonly repository: ResumeRepository,
    private readonly profiles: ProfileService,
    private readonly storage: FileStorage,
    private readonly cvAnalysis: CvAnalysisService,
    private readonly documents: DocumentsService,
  ) {}

  /** The saved choices, or the defaults; sections this server no longer offers are dropped. */
  async getSettings(userId: number, fallbackLanguage: Language): Promise<ResumeSettings> {
    const row = await this.repository.findSettings(userId)
    const choices = row
      ? {
          template: row.template as ResumeChoices['template'],
          language: row.language as Language,
          sections: row.sections.filter((code): code is ResumeSection =>
            (RESUME_SECTIONS as readonly string[]).includes(code),
          ),
          summary: row.summary,
        }
      : defaultChoices(fallbackLanguage)
    return { ...choices, availableSections: [...RESUME_SECTIONS], isSaved: row !== undefined }
  }

  async saveSettings(userId: number, input: ResumeChoicesInput, fallbackLanguage: Language) {
    await this.repository.saveSettings(userId, ResumeChoicesSchema.parse(input))
    return this.getSettings(userId, fallbackLanguage)
  }

  /** The profile, the fit per role with names in the résumé's language, and the portfolio's projects. */
  private async sourceOf(userId: number, language: Language): Promise<ResumeSource> {
    const [profile, roles, projects] = await Promise.all([
      this.profiles.getProfile(userId),
      this.profiles.listFits(userId, translatorFor(language)),
      this.repository.listProjects(userId),
    ])
    return { profile, roles, projects }
  }

  /** The model for the page's live preview: the choices as they stand on the page, not saved. */
  async preview(userId: number, input: ResumeChoicesInput) {
    const choices = ResumeChoicesSchema.parse(input)
    return buildResumeModel(await this.sourceOf(userId, choices.language), choices, translatorFor(choices.language))
  }

  /**
   * The PDF of the chosen résumé, kept among the talent's documents (the newest MAX_STORED_RESUMES are kept); the
   * choices are saved too, so they come back next time.
   */
  async generatePdf(userId: number, input: ResumeChoicesInput) {
    const choices = ResumeChoicesSchema.parse(input)
    const t = translatorFor(choices.language)
    const model = buildResumeModel(await this.sourceOf(userId, choices.language), choices, t)
    // pdfkit loads with the first PDF, not with the server (issue #13: idle memory).
    const { renderResumePdf } = await import('./resume-pdf')
    const bytes = await renderResumePdf(model, { subject: t('resume:document.subject') })
    const key = `${RESUME_PREFIX}${randomUUID()}.pdf`
    await this.storage.put(key, bytes)
    const fileName = `${asciiName(model.name) || 'talent'}-${t('resume:document.file_name')}-${choices.template}-${choices.language}.pdf`
    const row = await this.repository.insertDocument({
      userId,
      kind: 'resume',
      storageKey: key,
      fileName,
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      template: choices.template,
      language: choices.language,
    })
    await this.repository.saveSettings(userId, choices)
    for (const removed of await this.repository.trimResumes(userId, MAX_STORED_RESUMES)) {
      await this.storage.delete(removed.storageKey)
    }
    return this.documents.toDocument(row, null)
  }

  /** The JSON Resume of the chosen sections, with a file name; the choices are saved too. */
  async jsonResume(userId: number, input: ResumeChoicesInput) {
    const choices = ResumeChoicesSchema.parse(input)
    const t = translatorFor(choices.language)
    const source = await this.sourceOf(userId, choices.language)
    await this.repository.saveSettings(userId, choices)
    const name = [source.profile.firstName, source.profile.lastName].join(' ')
    return {
      fileName: `${asciiName(name) || 'talent'}-${t('resume:document.file_name')}.json`,
      resume: toJsonResume(source, choices, t),
    }
  }

  /** A JSON Resume file or a LinkedIn export becomes the CV review's suggestions (cv-analysis), ready to review. */
  async importFile(userId: number, bytes: Buffer, fileName: string) {
    const imported = await readImport(bytes)
    const name = fileName.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 120) || imported.source
    return this.cvAnalysis.startImport(userId, imported.source, name, imported.found, imported.text)
  }
}
