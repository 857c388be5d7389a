import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { users } from '../../src/db/schema/index'
import type { SessionUser } from '../../src/plugins/access'
import { createCompany, createCompanyUser, createSessionToken, createTalent } from '../factories'
import type { FuzzCaller } from './runner'

export type CallerName = 'anonymous' | 'talent' | 'companyAdmin' | 'companyMainAdmin'

type UserRow = Awaited<ReturnType<typeof createTalent>>
const asSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  role: row.role,
  companyId: row.companyId,
  isMainAdmin: row.isMainAdmin,
})

/**
 * The four kinds of caller, made with the test factories straight in the database (as the authorization test
 * does): anonymous, a talent, a company admin user and the company's main admin. Sessions are bearer tokens; when a
 * case signs one out or deletes its account, `revive` starts a new session or makes a new user of the same kind.
 */
export async function factoryCallers(db: Database): Promise<Record<CallerName, FuzzCaller>> {
  const company = await createCompany(db)
  const companyId = company.company.id

  const caller = async (name: CallerName, create: () => Promise<UserRow>, existing?: UserRow): Promise<FuzzCaller> => {
    let row = existing ?? (await create())
    let token = await createSessionToken(db, row.id)
    const self: FuzzCaller = {
      name,
      user: asSessionUser(row),
      headers: () => ({ authorization: `Bearer ${token}` }),
      async revive() {
        const [current] = await db.select().from(users).where(eq(users.id, row.id))
        if (!current || current.status !== 'active' || current.deletedAt) {
          row = await create()
          self.user = asSessionUser(row)
        }
        token = await createSessionToken(db, row.id)
      },
    }
    return self
  }

  return {
    anonymous: { name: 'anonymous', user: null, headers: () => ({}), revive: async () => {} },
    talent: await caller('talent', () => createTalent(db)),
    companyAdmin: await caller('companyAdmin', () => createCompanyUser(db, companyId)),
    companyMainAdmin: await caller('companyMainAdmin', async () => (await createCompany(db)).admin, company.admin),
  }
}
