import { inArray } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { savedTrainings, trainingProgress, trainings } from '../src/db/schema/index'

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/**
 * Trainings of the demo (#14): each demo talent has saved trainings in their language and progress, one completed
 * (its statements still to be offered on the progress screen). Idempotent: existing rows are left as they are.
 */
export async function seedLearning(db: Database, people: { lucia: number; joao: number; emily: number }) {
  const plan = {
    [people.lucia]: {
      saved: ['giac-gcih', 'microsoft-sc-200-es', 'htb-academy-soc-analyst'],
      progress: [
        { key: 'comptia-cysa-plus', started: 120, completed: 45 },
        { key: 'tryhackme-soc-level-1', started: 20 },
      ],
    },
    [people.joao]: {
      saved: ['netacad-introducao-ciberseguranca', 'certbr-cartilha', 'google-cybersecurity-certificate-pt'],
      progress: [
        { key: 'fortinet-fcf-pt', started: 60, completed: 30 },
        { key: 'isc2-cc-pt', started: 10 },
      ],
    },
    [people.emily]: {
      saved: ['google-cybersecurity-certificate', 'comptia-security-plus', 'harvard-cs50-cybersecurity'],
      progress: [
        { key: 'isc2-cc', started: 90, completed: 40 },
        { key: 'comptia-security-plus', started: 15 },
      ],
    },
  }
  const keys = Object.values(plan).flatMap((entry) => [...entry.saved, ...entry.progress.map((item) => item.key)])
  const ids = new Map(
    (await db.select({ id: trainings.id, key: trainings.key }).from(trainings).where(inArray(trainings.key, keys))).map(
      (row) => [row.key, row.id],
    ),
  )
  for (const [userId, entry] of Object.entries(plan)) {
    const saves = entry.saved
      .filter((key) => ids.has(key))
      .map((key, index) => ({ userId: Number(userId), trainingId: ids.get(key)!, savedAt: daysAgo(5 + index * 7) }))
    if (saves.length > 0) await db.insert(savedTrainings).values(saves).onConflictDoNothing()
    const progress = entry.progress
      .filter((item) => ids.has(item.key))
      .map((item) => ({
        userId: Number(userId),
        trainingId: ids.get(item.key)!,
        status: 'completed' in item ? ('completed' as const) : ('in_progress' as const),
        startedAt: daysAgo(item.started),
        completedAt: 'completed' in item && item.completed !== undefined ? daysAgo(item.completed) : null,
      }))
    if (progress.length > 0) await db.insert(trainingProgress).values(progress).onConflictDoNothing()
  }
}
