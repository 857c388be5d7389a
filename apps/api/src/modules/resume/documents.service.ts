import { randomUUID } from 'node:crypto'
import type { Language } from '@sentinela/shared/i18n/languages'
import { CERTIFICATION_PROOF_MAX_BYTES, type TalentDocument } from '@sentinela/shared/schemas/resume'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { FileStorage } from '../../lib/storage'
import { detectDocumentType, detectImageType, refuseActivePdf } from '../../lib/uploads'
import type { SessionUser } from '../../plugins/access'
import type { ProfileService } from '../profile/profile.service'
import type { ResumeRepository, TalentDocumentRow } from './resume.repository'

const PROOF_PREFIX = 'certification-proofs/'
const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const
const documentUrl = (id: number) => `/api/documents/${id}/file`
export const cvUrlOf = (talentId: number) => `/api/talent/${talentId}/documents/cv`

/**
 * Images are decoded and written again without their metadata (where a phone puts its GPS position), upright and at
 * most 4000 px; nothing uploaded is served as it came. A file that does not decode is not an image.
 */
async function normalizeProofImage(bytes: Buffer, type: 'png' | 'jpeg') {
  const sharp = (await import('sharp')).default
  const image = sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(4000, 4000, { fit: 'inside', withoutEnlargement: true })
  return type === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 88 }).toBuffer()
}

/**
 * A talent's documents (PRODUCT.md "The talent's own space"): the CV (kept on the profile), proofs attached to
 * certifications and generated résumés. Each is read only by its owner and by the companies that may see the
 * profile — the profile's own rule (ProfileService.getProfileFor: consent, a public cyber team member, an applicant);
 * anyone else is told it does not exist, so nothing can be probed.
 */
export class DocumentsService {
  constructor(
    private readonly repository: ResumeRepository,
    private readonly profiles: ProfileService,
    private readonly storage: FileStorage,
  ) {}

  toDocument(row: TalentDocumentRow, certificationName: string | null): TalentDocument {
    return {
      id: row.id,
      kind: row.kind,
      fileName: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      url: documentUrl(row.id),
      createdAt: row.createdAt.toISOString(),
      certification:
        row.certificationId !== null ? { id: row.certificationId, name: certificationName ?? row.fileName } : null,
      template: (row.template as TalentDocument['template']) ?? null,
      language: (row.language as Language | null) ?? null,
    }
  }

  /** Whether the viewer may read the talent's documents: the talent, or a company the profile is visible to. */
  private async mayRead(viewer: SessionUser, talentId: number) {
    if (viewer.role === 'talent') return viewer.id === talentId
    if (viewer.role !== 'company') return false
    try {
      await this.profiles.getProfileFor(viewer, talentId)
      return true
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return false
      throw error
    }
  }

  /** Every document of the talent, the CV first, then the rest newest first. */
  async list(viewer: SessionUser, talentId: number): Promise<TalentDocument[]> {
    if (!(await this.mayRead(viewer, talentId))) throw new AppError(ErrorCode.NOT_FOUND)
    const [profile, rows] = await Promise.all([
      this.profiles.getProfile(talentId),
      this.repository.listDocuments(talentId),
    ])
    const cv: TalentDocument[] = profile.cv
      ? [
          {
            id: 0,
            kind: 'cv',
            fileName: profile.cv.fileName,
            contentType: profile.cv.fileName.toLowerCase().endsWith('.pdf')
              ? CONTENT_TYPES.pdf
              : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            sizeBytes: null,
            url: cvUrlOf(talentId),
            createdAt: null,
            certification: null,
            template: null,
            language: null,
          },
        ]
      : []
    return [...cv, ...rows.map((row) => this.toDocument(row.document, row.certificationName))]
  }

  /** A stored document's file, for its owner or a company that may see the owner's profile. */
  async read(viewer: SessionUser, id: number) {
    const row = await this.repository.findDocument(id)
    if (!row || !(await this.mayRead(viewer, row.userId))) throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND)
    const stream = await this.storage.read(row.storageKey)
    if (!stream) throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND)
    return { stream, fileName: row.fileName, contentType: row.contentType }
  }

  /** The talent's CV, under the same rule (the profile's own CV address answers the talent alone). */
  async readCv(viewer: SessionUser, talentId: number) {
    if (!(await this.mayRead(viewer, talentId))) throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND)
    const profile = await this.profiles.getProfile(talentId)
    const name = profile.cv?.url.split('/').pop()
    const stream = profile.cv && name ? await this.storage.read(`cvs/${name}`) : undefined
    if (!profile.cv || !stream) throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND)
    const contentType = name!.endsWith('.pdf')
      ? CONTENT_TYPES.pdf
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    return { stream, fileName: profile.cv.fileName, contentType }
  }

  /** The owner deletes a stored document (the CV is removed where it is uploaded, on the profile). */
  async delete(userId: number, id: number) {
    const row = await this.repository.deleteDocument(userId, id)
    if (!row) throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND)
    await this.storage.delete(row.storageKey)
  }

  /**
   * A proof for one of the talent's certifications: a PDF, or a PNG/JPEG image re-encoded without metadata, checked
   * by content and size; it replaces the certification's previous proof.
   */
  async attachProof(userId: number, certificationId: number, bytes: Buffer, fileName: string) {
    const certification = await this.repository.findCertification(userId, certificationId)
    if (!certification) throw new AppError(ErrorCode.CERTIFICATION_NOT_FOUND)
    if (bytes.length > CERTIFICATION_PROOF_MAX_BYTES) {
      throw new AppError(ErrorCode.DOCUMENT_TOO_LARGE, {
        params: { limit: CERTIFICATION_PROOF_MAX_BYTES / 1024 / 1024 },
      })
    }
    const type = detectDocumentType(bytes) === 'pdf' ? 'pdf' : detectImageType(bytes)
    if (!type) throw new AppError(ErrorCode.CERTIFICATION_PROOF_INVALID)
    await refuseActivePdf(bytes)
    let content = bytes
    if (type !== 'pdf') {
      try {
        content = await normalizeProofImage(bytes, type)
      } catch (cause) {
        throw new AppError(ErrorCode.CERTIFICATION_PROOF_INVALID, { cause })
      }
    }
    const extension = type === 'jpeg' ? 'jpg' : type
    const key = `${PROOF_PREFIX}${randomUUID()}.${extension}`
    await this.storage.put(key, content)
    // The name the talent gave, cleaned, with the extension of what the file really is.
    const base =
      fileName
        .replace(/\.[^.]*$/, '')
        .replace(/[^\p{L}\p{N} ._-]/gu, '_')
        .slice(0, 100) || 'proof'
    const { row, previous } = await this.repository.replaceProof({
      userId,
      kind: 'certification_proof',
      certificationId,
      storageKey: key,
      fileName: `${base}.${extension}`,
      contentType: CONTENT_TYPES[type],
      sizeBytes: content.length,
    })
    if (previous) await this.storage.delete(previous.storageKey)
    return this.toDocument(row, certification.name)
  }
}
