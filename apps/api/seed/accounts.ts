import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { companies, users } from '../src/db/schema/index'
import { hashPassword } from '../src/lib/passwords'

export interface SeedUser {
  email: string
  password: string
  firstName: string
  lastName: string
  language: 'en' | 'es' | 'pt'
  phone?: string
  jobTitle?: string
  dataSharingConsent?: boolean
  topTalentOptIn?: boolean
}

/** An active account with a known password; returns the existing one when the e-mail is already there. */
export async function seedTalentAccount(db: Database, input: SeedUser) {
  const existing = await findByEmail(db, input.email)
  if (existing) return existing
  const [user] = await db
    .insert(users)
    .values({ ...(await accountValues(input)), role: 'talent' })
    .returning()
  return user!
}

/** A company with its main admin and, optionally, more admin users. */
export async function seedCompanyAccount(
  db: Database,
  input: {
    name: string
    subscriptionName?: string
    /** §3 company fields beyond the name. */
    profile?: Partial<typeof companies.$inferInsert>
    mainAdmin: SeedUser
    admins?: SeedUser[]
  },
) {
  const existing = await findByEmail(db, input.mainAdmin.email)
  if (existing) return existing
  const [company] = await db
    .insert(companies)
    .values({ ...input.profile, name: input.name, subscriptionName: input.subscriptionName ?? 'Demo' })
    .returning()
  const [mainAdmin] = await db
    .insert(users)
    .values({ ...(await accountValues(input.mainAdmin)), role: 'company', companyId: company!.id, isMainAdmin: true })
    .returning()
  for (const admin of input.admins ?? []) {
    await db.insert(users).values({ ...(await accountValues(admin)), role: 'company', companyId: company!.id })
  }
  return mainAdmin!
}

async function findByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return user
}

/**
 * Every demo account shares one password: argon2 is slow on purpose (~0.1 s a hash), so the seed hashes it once and
 * every account stores that hash, instead of spending seconds at each start of a fresh database.
 */
const hashes = new Map<string, Promise<string>>()
function seedPasswordHash(password: string) {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

async function accountValues(input: SeedUser) {
  return {
    email: input.email,
    passwordHash: await seedPasswordHash(input.password),
    passwordChangedAt: new Date(),
    firstName: input.firstName,
    lastName: input.lastName,
    language: input.language,
    phone: input.phone ?? null,
    jobTitle: input.jobTitle ?? null,
    status: 'active' as const,
    activatedAt: new Date(),
    termsAcceptedAt: new Date(),
    dataSharingConsent: input.dataSharingConsent ?? false,
    topTalentOptIn: input.topTalentOptIn ?? false,
  }
}
