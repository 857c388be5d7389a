import type { ProfileInput } from '@sentinela/shared/schemas/profile'
import { ProfileInputSchema } from '@sentinela/shared/schemas/profile'
import type { Database } from '../src/db/client'
import type { FileStorage } from '../src/lib/storage'
import { FrameworkRepository } from '../src/modules/framework/framework.repository'
import { FrameworkService } from '../src/modules/framework/framework.service'
import { ProfileRepository } from '../src/modules/profile/profile.repository'
import { ProfileService } from '../src/modules/profile/profile.service'

type ListNames = 'experiences' | 'educations' | 'certifications' | 'courses' | 'languages' | 'references'
export type SeedProfile = Omit<ProfileInput, 'version' | 'nice' | ListNames> & Partial<Pick<ProfileInput, ListNames>>

export interface SeedNice {
  /** Work role → share of its statements the talent holds, taken in code order so the seed is repeatable. */
  roles: Record<string, number>
}

/** One framework service per database, so its cached statements per role are read once for the whole seed. */
const services = new WeakMap<
  Database,
  { framework: FrameworkService; profiles: ProfileRepository; service: ProfileService }
>()
export function servicesFor(db: Database, storage: FileStorage) {
  let found = services.get(db)
  if (!found) {
    const framework = new FrameworkService(new FrameworkRepository(db))
    const profiles = new ProfileRepository(db)
    found = { framework, profiles, service: new ProfileService(db, profiles, framework, storage) }
    services.set(db, found)
  }
  return found
}

/**
 * Fills a talent's profile through the same service the API uses, so the stored fit per role is the formula's.
 * Skipped when the profile was already saved once (idempotent demo seed).
 */
export async function seedTalentProfile(
  db: Database,
  storage: FileStorage,
  userId: number,
  values: SeedProfile,
  nice: SeedNice,
) {
  const { framework, profiles, service } = servicesFor(db, storage)
  // The profile row alone tells whether it was saved: cheaper than reading the whole profile at every start.
  const current = await profiles.getOrCreate(userId)
  if (current.version > 0) return

  const roleStatements = await framework.getRoleStatements()
  const categoryOf = await framework.workRoleCategories()
  // The same share of each type (tasks, knowledge, skills), so a seeded talent reads like a real one.
  const statementCodes = Object.entries(nice.roles).flatMap(([role, share]) =>
    (['T', 'K', 'S'] as const).flatMap((prefix) => {
      const codes = (roleStatements.get(role) ?? []).filter((code) => code.startsWith(prefix))
      return codes.slice(0, Math.round(codes.length * share))
    }),
  )
  const input = ProfileInputSchema.parse({
    experiences: [],
    educations: [],
    certifications: [],
    courses: [],
    languages: [],
    references: [],
    ...values,
    version: current.version,
    nice: {
      categoryCodes: [...new Set(Object.keys(nice.roles).map((role) => categoryOf.get(role)!))],
      workRoleCodes: Object.keys(nice.roles),
      statementCodes: [...new Set(statementCodes)],
    },
  })
  await service.saveProfile(userId, input)
}
