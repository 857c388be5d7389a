import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Executor } from '../db/client'

/**
 * Something whose remembered copies must be dropped: a job, a company (its name shows on its jobs), a user, the plans
 * (id 0: all of them).
 */
export type Change =
  | { kind: 'job'; id: number }
  | { kind: 'company'; id: number }
  | { kind: 'user'; id: number }
  | { kind: 'plans'; id: number }
/** What a listener hears: one change, or `all` when changes may have been missed (a lost connection). */
export type Heard = Change | 'all'

const CHANNEL = 'sentinela_changes'
const RECONNECT_MS = 1_000

function isChange(value: unknown): value is Change {
  const change = value as Change
  return (
    typeof change === 'object' &&
    change !== null &&
    ['job', 'company', 'user', 'plans'].includes(change.kind) &&
    Number.isInteger(change.id)
  )
}

/**
 * How in-memory caches learn that what they hold changed (decision 008). A writer announces the change inside its
 * transaction and applies it on this instance once committed. On PostgreSQL the announcement is a NOTIFY, delivered to
 * every server instance's LISTEN connection when the transaction commits, and never if it rolls back; an instance that
 * loses that connection drops everything it remembers, since it may have missed changes. The embedded database serves
 * one process: applying on this instance is all there is to do.
 */
export class ChangeFeed {
  private readonly listeners = new Set<(heard: Heard) => void>()
  private client: pg.Client | undefined
  private reconnect: NodeJS.Timeout | undefined
  private stopped = true

  constructor(
    /** The PostgreSQL server every instance shares; unset on the embedded database. */
    private readonly url: string | undefined,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  subscribe(listener: (heard: Heard) => void) {
    this.listeners.add(listener)
  }

  /** Inside the writing transaction: other instances hear of it when (and only if) it commits. */
  async announce(executor: Executor, change: Change) {
    if (this.url) await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`)
  }

  /** On this instance, once the write is committed. */
  apply(heard: Heard) {
    for (const listener of this.listeners) listener(heard)
  }

  /** Starts listening for other instances' changes (PostgreSQL only). */
  async start() {
    if (!this.url) return
    this.stopped = false
    await this.connect()
  }

  async stop() {
    this.stopped = true
    clearTimeout(this.reconnect)
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => {})
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url })
    const lost = (error?: unknown) => {
      if (this.client !== client) return
      this.client = undefined
      if (error) this.onError(error)
      client.end().catch(() => {})
      // Whatever changed while nobody listened is unknown: every remembered copy goes.
      this.apply('all')
      if (!this.stopped) this.reconnect = setTimeout(() => void this.connect().catch(this.onError), RECONNECT_MS)
    }
    this.client = client
    client.on('error', lost)
    client.on('end', () => lost())
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return
      try {
        const change: unknown = JSON.parse(message.payload)
        if (isChange(change)) this.apply(change)
      } catch {
        // Not ours.
      }
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      lost(error)
      return
    }
    // Changes made before LISTEN took effect were not heard.
    this.apply('all')
  }
}
