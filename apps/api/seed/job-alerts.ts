import type { Database } from '../src/db/client'
import { jobAlerts } from '../src/db/schema/index'

const DAY = 86_400_000

/**
 * Lucía's job alerts (#20): a daily one for remote or hybrid incident response work, and a weekly one for full-time
 * jobs in Chile. Both start from now: only jobs published after the seed are "new" to them.
 */
export async function seedJobAlerts(db: Database, ids: { lucia: number }) {
  const now = Date.now()
  return db
    .insert(jobAlerts)
    .values([
      {
        talentId: ids.lucia,
        name: 'Remote incident response',
        filters: { text: 'incident response', modality: ['remote', 'hybrid'] },
        frequency: 'daily',
        sinceAt: new Date(now),
        nextRunAt: new Date(now + DAY),
      },
      {
        talentId: ids.lucia,
        name: 'Full-time in Chile',
        filters: { country: 'CL', employmentType: [0] },
        frequency: 'weekly',
        sinceAt: new Date(now),
        nextRunAt: new Date(now + 7 * DAY),
      },
    ])
    .returning()
}
