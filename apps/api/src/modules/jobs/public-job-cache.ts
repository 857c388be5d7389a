import type { Language } from '@sentinela/shared/i18n/languages'
import type { Heard } from '../../lib/change-feed'

/** Jobs remembered at most (per language), the least recently read dropped first. */
const MAX_ENTRIES = 5_000

interface Entry {
  /** The answer's JSON body, as sent. */
  body: string
  companyId: number
  /** The day it was read: whether a job is open or expired depends on the date. */
  day: string
}

/**
 * GET /positions/{id} as an anonymous visitor sees it (a public, open job), kept in memory as the JSON body sent,
 * until the job changes
 * (decision 008): every write to a job, its status, or its company's profile drops it (ChangeFeed), on every
 * instance. A read that began before a change is not remembered.
 */
export class PublicJobCache {
  private readonly entries = new Map<string, Entry>()
  private generation = 0

  constructor(private readonly today: () => string) {}

  /** The state to hand back to `remember`: a change meanwhile makes the read too old to keep. */
  get version() {
    return this.generation
  }

  read(id: number, language: Language): string | undefined {
    const key = `${id}:${language}`
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.day !== this.today()) return undefined
    // Most recently read last: the first entry is the next to go.
    this.entries.set(key, entry)
    return entry.body
  }

  remember(id: number, language: Language, body: string, companyId: number, readAt: number) {
    if (readAt !== this.generation) return
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(`${id}:${language}`, { body, companyId, day: this.today() })
  }

  /** What a ChangeFeed listener does with a change. */
  hear(heard: Heard) {
    if (heard !== 'all' && heard.kind === 'user') return
    this.generation += 1
    if (heard === 'all') return this.entries.clear()
    for (const [key, entry] of this.entries) {
      const matches = heard.kind === 'job' ? key.startsWith(`${heard.id}:`) : entry.companyId === heard.id
      if (matches) this.entries.delete(key)
    }
  }
}
