import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { eq, inArray, notInArray, sql } from 'drizzle-orm'
import { TrainingDataFileSchema, type TrainingDataItem } from '@sentinela/shared/schemas/learning'
import type { Database, Executor, Transaction } from '../client'
import { referenceDataSets, trainingCourses, trainings, trainingStatements } from '../schema/index'

const require = createRequire(import.meta.url)
/** The catalogue the operator edits (PRODUCT.md "Learning"): real trainings with their public links. */
export const TRAININGS_FILE = require.resolve('@sentinela/shared/learning/data/trainings.json')

const DATA_SET = 'trainings'

/**
 * Loads the training catalogue when the file changed since the last load (checksum), in one transaction. Trainings
 * are upserted by their `key`, so ids, saved trainings and progress survive an edit; a training removed from the file
 * is deleted (its saves and progress with it). Modules and statements are replaced.
 */
export async function loadTrainings(db: Database, path = TRAININGS_FILE): Promise<{ loaded: boolean }> {
  const raw = readFileSync(path, 'utf8')
  const checksum = createHash('sha256').update(raw).digest('hex')
  const [current] = await db.select().from(referenceDataSets).where(eq(referenceDataSets.name, DATA_SET))
  if (current?.checksum === checksum) return { loaded: false }

  const file = TrainingDataFileSchema.parse(JSON.parse(raw))
  await db.transaction(async (tx) => {
    const keys = file.trainings.map((training) => training.key)
    await tx.delete(trainings).where(notInArray(trainings.key, keys))
    const ids = new Map<string, number>()
    for (const training of file.trainings) {
      const values = rowOf(training)
      const [row] = await tx
        .insert(trainings)
        .values(values)
        .onConflictDoUpdate({ target: trainings.key, set: { ...values, updatedAt: new Date() } })
        .returning({ id: trainings.id })
      ids.set(training.key, row!.id)
    }
    await replaceChildren(tx, file.trainings, ids)
    await tx
      .insert(referenceDataSets)
      .values({ name: DATA_SET, checksum })
      .onConflictDoUpdate({ target: referenceDataSets.name, set: { checksum, updatedAt: new Date() } })
    await refreshTrainingSearchViews(tx)
  })
  return { loaded: true }
}

/**
 * The views training search reads (decision 010): the titles' words a misspelt search is corrected to (migration
 * 0017) and the trainings per filter combination (0018). Whoever writes trainings calls this afterwards.
 */
export async function refreshTrainingSearchViews(executor: Executor) {
  await executor.execute(sql`refresh materialized view training_title_words`)
  await executor.execute(sql`refresh materialized view training_facet_counts`)
}

function rowOf(training: TrainingDataItem) {
  return {
    key: training.key,
    title: training.title,
    description: training.description,
    price: String(training.price),
    currency: training.currency,
    provider: training.provider,
    providerUrl: training.providerUrl,
    url: training.url,
    type: training.type,
    level: training.level,
    area: training.area ?? null,
    requiredFor: training.requiredFor ?? null,
    author: training.author ?? null,
    authorUrl: training.authorUrl ?? null,
    authorRole: training.authorRole ?? null,
    priceSentinela: training.priceSentinela === undefined ? null : String(training.priceSentinela),
    durationHours: String(training.durationHours),
    language: training.language,
  }
}

async function replaceChildren(tx: Transaction, items: TrainingDataItem[], ids: Map<string, number>) {
  const trainingIds = [...ids.values()]
  await tx.delete(trainingCourses).where(inArray(trainingCourses.trainingId, trainingIds))
  await tx.delete(trainingStatements).where(inArray(trainingStatements.trainingId, trainingIds))
  const courses = items.flatMap((training) =>
    training.modules.map((module, index) => ({
      trainingId: ids.get(training.key)!,
      position: index + 1,
      title: module.title,
      description: module.description,
      durationHours: module.durationHours === undefined ? null : String(module.durationHours),
    })),
  )
  const statements = items.flatMap((training) =>
    [...new Set(training.statements)].map((statementCode) => ({ trainingId: ids.get(training.key)!, statementCode })),
  )
  for (let start = 0; start < courses.length; start += 500) {
    await tx.insert(trainingCourses).values(courses.slice(start, start + 500))
  }
  for (let start = 0; start < statements.length; start += 500) {
    await tx.insert(trainingStatements).values(statements.slice(start, start + 500))
  }
}
