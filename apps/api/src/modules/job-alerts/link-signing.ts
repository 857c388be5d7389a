import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { signingKeys } from '../../db/schema/index'
import { safeEqual } from '../../lib/tokens'

const KEY_NAME = 'email-links'

/**
 * Signs e-mailed links that must work signed out and for as long as the e-mail lives (decision 018): an HMAC-SHA256
 * over what the link names, with the server secret. COOKIE_SECRET when set (the same on every instance); otherwise a
 * random key made once and kept in `signing_keys`, so links sent before a restart still verify after it.
 */
export class LinkSigner {
  private key: Promise<Buffer> | undefined

  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  private secret(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined
      throw error
    })
    return this.key
  }

  private async loadKey() {
    const configured = this.config.COOKIE_SECRET
    if (configured) return Buffer.from(`${KEY_NAME}:${configured}`)
    await this.db
      .insert(signingKeys)
      .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
    const [row] = await this.db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME))
    return Buffer.from(row!.secret)
  }

  private async signature(purpose: string, id: number) {
    return createHmac('sha256', await this.secret())
      .update(`${purpose}:${id}`)
      .digest('base64url')
  }

  /** `<id>.<signature>`: names the row, and proves the server wrote it. */
  async sign(purpose: string, id: number) {
    return `${id}.${await this.signature(purpose, id)}`
  }

  /** The id the token names when its signature verifies for this purpose; undefined for anything else. */
  async verify(purpose: string, token: string): Promise<number | undefined> {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token)
    if (!match) return undefined
    const id = Number(match[1])
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined
    return safeEqual(match[2]!, await this.signature(purpose, id)) ? id : undefined
  }
}
