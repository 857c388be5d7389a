import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { QuizAnswers, QuizResult } from '@sentinela/shared/quiz/scoring'
import type { Executor } from '../../db/client'
import { quizAttempts } from '../../db/schema/index'

export type QuizAttemptRow = typeof quizAttempts.$inferSelect

/** Reads and writes of quiz attempts. Only this file writes SQL for them (STYLE.md §2). */
export class QuizRepository {
  constructor(private readonly db: Executor) {}

  async findOpen(userId: number): Promise<QuizAttemptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), isNull(quizAttempts.finishedAt)))
    return row
  }

  /** The talent's open attempt, created when there is none (one open attempt per talent, by a unique index). */
  async openOrCreate(userId: number): Promise<{ row: QuizAttemptRow; created: boolean }> {
    const [created] = await this.db
      .insert(quizAttempts)
      .values({ userId })
      .onConflictDoNothing({ target: quizAttempts.userId, where: isNull(quizAttempts.finishedAt) })
      .returning()
    if (created) return { row: created, created: true }
    return { row: (await this.findOpen(userId))!, created: false }
  }

  async findOwn(userId: number, id: number): Promise<QuizAttemptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, id), eq(quizAttempts.userId, userId)))
    return row
  }

  /** Finished attempts, newest first. */
  async listFinished(userId: number, limit: number): Promise<QuizAttemptRow[]> {
    return this.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.finishedAt)))
      .orderBy(desc(quizAttempts.finishedAt), desc(quizAttempts.id))
      .limit(limit)
  }

  /** Saves answers and position of an attempt that is still open; undefined when it was finished meanwhile. */
  async updateOpen(id: number, values: { answers?: QuizAnswers; position: number }) {
    const [row] = await this.db
      .update(quizAttempts)
      .set(values)
      .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.finishedAt)))
      .returning()
    return row
  }

  async finish(id: number, result: QuizResult) {
    const [row] = await this.db
      .update(quizAttempts)
      .set({ result, finishedAt: new Date() })
      .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.finishedAt)))
      .returning()
    return row
  }

  async markAdded(id: number) {
    await this.db.update(quizAttempts).set({ addedToProfileAt: new Date() }).where(eq(quizAttempts.id, id))
  }
}
