import { and, eq, lt, sql } from 'drizzle-orm'
import type { CvFailureReason, CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import type { Database } from '../../db/client'
import { rowsOf } from '../../lib/sql'
import { cvAnalyses, cvStatementTexts, niceStatements } from '../../db/schema'

/** Full-text configurations per CV language (PostgreSQL's own stemmers). */
const CONFIG = { en: 'english', es: 'spanish', pt: 'portuguese' } as const
export type CvLanguage = keyof typeof CONFIG

export class CvAnalysisRepository {
  constructor(private readonly db: Database) {}

  find(userId: number) {
    return this.db.query.cvAnalyses.findFirst({ where: eq(cvAnalyses.userId, userId) })
  }

  /** A new CV: its analysis starts over (one per talent). */
  async start(userId: number, cvKey: string, fileName: string) {
    const values = {
      cvKey,
      fileName,
      source: 'cv' as const,
      status: 'processing',
      reason: null,
      suggestions: null,
      attempts: 0,
      startedAt: null,
    }
    await this.db
      .insert(cvAnalyses)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: cvAnalyses.userId, set: { ...values, updatedAt: new Date() } })
  }

  /** A worker takes the job: counted, and stamped so the sweep knows it is alive. Undefined when superseded. */
  async take(userId: number, cvKey: string) {
    const [row] = await this.db
      .update(cvAnalyses)
      .set({ attempts: sql`${cvAnalyses.attempts} + 1`, startedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(cvAnalyses.userId, userId), eq(cvAnalyses.cvKey, cvKey), eq(cvAnalyses.status, 'processing')))
      .returning()
    return row
  }

  async finish(userId: number, cvKey: string, suggestions: CvSuggestions) {
    await this.db
      .update(cvAnalyses)
      .set({ status: 'ready', reason: null, suggestions })
      .where(and(eq(cvAnalyses.userId, userId), eq(cvAnalyses.cvKey, cvKey)))
  }

  async fail(userId: number, cvKey: string, reason: CvFailureReason) {
    await this.db
      .update(cvAnalyses)
      .set({ status: 'failed', reason, suggestions: null })
      .where(and(eq(cvAnalyses.userId, userId), eq(cvAnalyses.cvKey, cvKey)))
  }

  /** Back to processing for a retry; false when there is nothing failed to retry. */
  async restart(userId: number) {
    const rows = await this.db
      .update(cvAnalyses)
      .set({ status: 'processing', reason: null, attempts: 0, startedAt: null })
      .where(and(eq(cvAnalyses.userId, userId), eq(cvAnalyses.status, 'failed')))
      .returning({ cvKey: cvAnalyses.cvKey })
    return rows[0]
  }

  /** The CV was removed: its analysis goes (an import's suggestions stay until another source replaces them). */
  async remove(userId: number) {
    await this.db.delete(cvAnalyses).where(and(eq(cvAnalyses.userId, userId), eq(cvAnalyses.source, 'cv')))
  }

  /**
   * An import's suggestions (#20), ready at once: they replace whatever the review held, as a new CV's would. The
   * key names the source, so a CV analysis still running for an older file finds itself superseded.
   */
  async saveImport(userId: number, source: 'json_resume' | 'linkedin', fileName: string, suggestions: CvSuggestions) {
    const values = {
      cvKey: `import:${source}`,
      fileName,
      source,
      status: 'ready',
      reason: null,
      suggestions,
      attempts: 0,
      startedAt: null,
    }
    await this.db
      .insert(cvAnalyses)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: cvAnalyses.userId, set: { ...values, updatedAt: new Date() } })
  }

  /** Processing rows nobody touched since `before` (a worker died, or the job was never queued). */
  async stale(before: Date) {
    return this.db
      .select({ userId: cvAnalyses.userId, cvKey: cvAnalyses.cvKey, attempts: cvAnalyses.attempts })
      .from(cvAnalyses)
      .where(and(eq(cvAnalyses.status, 'processing'), lt(cvAnalyses.updatedAt, before)))
      .limit(200)
  }

  async touch(userId: number) {
    await this.db.update(cvAnalyses).set({ updatedAt: new Date() }).where(eq(cvAnalyses.userId, userId))
  }

  /** Fills the statements' vectors once per language (English from the table, Spanish and Portuguese given). */
  async ensureStatementTexts(translations: { es: Record<string, string>; pt: Record<string, string> }) {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(cvStatementTexts)
    if ((row?.count ?? 0) > 0) return
    await this.db.execute(sql`
      INSERT INTO cv_statement_texts (statement_code, language, search_vector)
      SELECT code, 'en', to_tsvector('english', description) FROM ${niceStatements}
      ON CONFLICT DO NOTHING`)
    for (const language of ['es', 'pt'] as const) {
      const entries = Object.entries(translations[language])
      for (let start = 0; start < entries.length; start += 500) {
        const chunk = entries.slice(start, start + 500)
        await this.db.execute(sql`
          INSERT INTO cv_statement_texts (statement_code, language, search_vector)
          SELECT item->>0, ${language}, to_tsvector(${CONFIG[language]}::regconfig, item->>1)
          FROM jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) AS item
          ON CONFLICT DO NOTHING`)
      }
    }
  }

  /**
   * The statements a CV's words match best (PostgreSQL full text): the CV's distinct lexemes in its language, the
   * ones common to many statements left out (they say nothing), OR-ed into one query ranked by cover density.
   */
  async matchStatements(text: string, language: CvLanguage, limit = 120) {
    const config = CONFIG[language]
    const result = await this.db.execute<{ code: string; rank: number }>(sql`
      WITH words AS (
        SELECT lexeme FROM unnest(to_tsvector(${config}::regconfig, ${text})) WHERE length(lexeme) > 2
      ),
      common AS (
        SELECT word FROM ts_stat(${`SELECT search_vector FROM cv_statement_texts WHERE language = '${language}'`})
        WHERE ndoc > 120
      ),
      query AS (
        SELECT to_tsquery(${config}::regconfig, string_agg(quote_literal(lexeme), ' | ')) AS q
        FROM words WHERE lexeme NOT IN (SELECT word FROM common)
      )
      SELECT s.statement_code AS code, ts_rank(s.search_vector, query.q)::float8 AS rank
      FROM cv_statement_texts s, query
      WHERE s.language = ${language} AND query.q IS NOT NULL AND s.search_vector @@ query.q
      ORDER BY rank DESC, s.statement_code
      LIMIT ${limit}`)
    return rowsOf<{ code: string; rank: number }>(result)
  }
}
