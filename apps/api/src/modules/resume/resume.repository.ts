import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { ResumeChoices } from '@sentinela/shared/schemas/resume'
import type { Database } from '../../db/client'
import { resumeSettings, talentCertifications, talentDocuments, talentProjects } from '../../db/schema'

export type TalentDocumentRow = typeof talentDocuments.$inferSelect

/** The builder's saved choices and the talent's stored documents (issue #20). */
export class ResumeRepository {
  constructor(private readonly db: Database) {}

  async findSettings(userId: number) {
    const [row] = await this.db.select().from(resumeSettings).where(eq(resumeSettings.userId, userId))
    return row
  }

  async saveSettings(userId: number, choices: ResumeChoices) {
    const values = {
      template: choices.template,
      language: choices.language,
      sections: choices.sections,
      summary: choices.summary,
    }
    await this.db
      .insert(resumeSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: resumeSettings.userId, set: { ...values, updatedAt: new Date() } })
  }

  /** The talent's portfolio projects (the projects feature's table), newest first. */
  listProjects(userId: number) {
    return this.db
      .select({
        title: talentProjects.title,
        description: talentProjects.description,
        link: talentProjects.link,
        kind: talentProjects.kind,
        startDate: talentProjects.startDate,
        endDate: talentProjects.endDate,
      })
      .from(talentProjects)
      .where(eq(talentProjects.talentId, userId))
      .orderBy(desc(talentProjects.startDate), desc(talentProjects.id))
  }

  /** The talent's documents with the certification each proof belongs to, newest first. */
  listDocuments(userId: number) {
    return this.db
      .select({ document: talentDocuments, certificationName: talentCertifications.name })
      .from(talentDocuments)
      .leftJoin(talentCertifications, eq(talentCertifications.id, talentDocuments.certificationId))
      .where(eq(talentDocuments.userId, userId))
      .orderBy(desc(talentDocuments.createdAt), desc(talentDocuments.id))
  }

  async findDocument(id: number) {
    const [row] = await this.db.select().from(talentDocuments).where(eq(talentDocuments.id, id))
    return row
  }

  async findCertification(userId: number, certificationId: number) {
    const [row] = await this.db
      .select({ id: talentCertifications.id, name: talentCertifications.name })
      .from(talentCertifications)
      .where(and(eq(talentCertifications.id, certificationId), eq(talentCertifications.userId, userId)))
    return row
  }

  async findProof(certificationId: number) {
    const [row] = await this.db
      .select()
      .from(talentDocuments)
      .where(eq(talentDocuments.certificationId, certificationId))
    return row
  }

  async insertDocument(values: typeof talentDocuments.$inferInsert) {
    const [row] = await this.db.insert(talentDocuments).values(values).returning()
    return row!
  }

  /** A certification's proof, replacing the one it had (answers the replaced row, whose file is then deleted). */
  async replaceProof(values: typeof talentDocuments.$inferInsert & { certificationId: number }) {
    return this.db.transaction(async (tx) => {
      const [previous] = await tx
        .delete(talentDocuments)
        .where(eq(talentDocuments.certificationId, values.certificationId))
        .returning()
      const [row] = await tx.insert(talentDocuments).values(values).returning()
      return { row: row!, previous }
    })
  }

  async deleteDocument(userId: number, id: number) {
    const [row] = await this.db
      .delete(talentDocuments)
      .where(and(eq(talentDocuments.id, id), eq(talentDocuments.userId, userId)))
      .returning()
    return row
  }

  /** Generated résumés past the newest `keep`: removed, answered so their files go too. */
  async trimResumes(userId: number, keep: number) {
    const rows = await this.db
      .select({ id: talentDocuments.id })
      .from(talentDocuments)
      .where(and(eq(talentDocuments.userId, userId), eq(talentDocuments.kind, 'resume')))
      .orderBy(desc(talentDocuments.createdAt), desc(talentDocuments.id))
      .offset(keep)
    if (rows.length === 0) return []
    return this.db
      .delete(talentDocuments)
      .where(
        inArray(
          talentDocuments.id,
          rows.map((row) => row.id),
        ),
      )
      .returning()
  }

  /** Oldest first: what the demo seed checks before adding its own. */
  listResumes(userId: number) {
    return this.db
      .select()
      .from(talentDocuments)
      .where(and(eq(talentDocuments.userId, userId), eq(talentDocuments.kind, 'resume')))
      .orderBy(asc(talentDocuments.createdAt))
  }
}
