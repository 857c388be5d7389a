import type { JobSearch } from '@sentinela/shared/schemas/jobs'
import type { Heard } from '../../lib/change-feed'

/** Searches remembered at most, the least recently used dropped first. */
const MAX_ENTRIES = 2_000
/** A remembered page is read again at most this long after it was made, even if no change was heard. */
const MAX_AGE_MS = 60_000

/** One page of public search results, as the repository read it: the same for every viewer without private jobs. */
export interface SearchPage<Row, Role> {
  rows: Row[]
  total: number
  totalIsCapped: boolean
  roles: Role[]
}

interface Entry<Value> {
  value: Value
  /** Which jobs are open depends on the date. */
  day: string
  madeAt: number
}

/**
 * POST /positions/fetch as everyone without private jobs sees it (anonymous visitors, and talents and companies
 * outside any private team): the page of job rows, the count and the jobs' roles, remembered per search until a job
 * or a company changes (decision 008), the day turns, or a minute passes. Talents' saved/applied marks and the
 * translated role names are added per request. Popular searches ("security", "SOC", a country) then cost no query,
 * and equal searches arriving while the first is still being read wait for that read instead of repeating it.
 */
export class PublicSearchCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>()
  /** Reads under way, by key: the searches made since they started share them. */
  private readonly loading = new Map<string, Promise<Value>>()
  private generation = 0

  constructor(
    private readonly today: () => string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The search as a key: every field, in a fixed order, so equal searches meet. */
  static keyOf(search: JobSearch): string {
    return JSON.stringify(
      Object.entries(search)
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    )
  }

  read(key: string): Value | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.day !== this.today() || this.now() - entry.madeAt > MAX_AGE_MS) return undefined
    this.entries.set(key, entry)
    return entry.value
  }

  /**
   * The remembered page, else the one a read already under way for the same search brings, else `load`'s, which is
   * remembered and shared with the equal searches that arrive before it ends. A change heard meanwhile leaves the
   * read unremembered and unshared with later searches.
   */
  async readThrough(key: string, load: () => Promise<Value>): Promise<Value> {
    const cached = this.read(key)
    if (cached) return cached
    const underWay = this.loading.get(key)
    if (underWay) return underWay
    const readAt = this.generation
    const reading = load().then((page) => {
      this.remember(key, page, readAt)
      return page
    })
    this.loading.set(key, reading)
    const forget = () => {
      if (this.loading.get(key) === reading) this.loading.delete(key)
    }
    reading.then(forget, forget)
    return reading
  }

  /** Keeps a page read when the cache was at `readAt`; a change heard since makes it too old to keep. */
  private remember(key: string, value: Value, readAt: number) {
    if (readAt !== this.generation) return
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, { value, day: this.today(), madeAt: this.now() })
  }

  /** What a ChangeFeed listener does with a change: any job or company change may move any search. */
  hear(heard: Heard) {
    if (heard !== 'all' && heard.kind === 'user') return
    this.generation += 1
    this.entries.clear()
    this.loading.clear()
  }
}
