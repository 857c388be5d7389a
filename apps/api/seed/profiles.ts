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
  const framework = new FrameworkService(new FrameworkRepository(db))
  const service = new ProfileService(db, new ProfileRepository(db), framework, storage)
  const current = await service.getProfile(userId)
  if (current.version > 0) return current

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
  return service.saveProfile(userId, input)
}
