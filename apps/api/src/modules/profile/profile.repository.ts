import { and, eq, getTableColumns, getTableName, is, inArray, SQL, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { refreshApplicationFits } from '../../db/application-fit'
import type { Executor } from '../../db/client'
import { refreshTalentSearch } from '../../db/search-documents'
import {
  talentCertifications,
  talentCourses,
  talentDocuments,
  talentEducations,
  talentExperiences,
  talentLanguages,
  talentNiceCategories,
  talentProfiles,
  talentReferences,
  talentRoleFits,
  talentStatements,
  talentWorkRoles,
  users,
} from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'

/** The profile's lists, each a table of rows owned by one talent. */
export const LIST_TABLES = {
  experiences: talentExperiences,
  educations: talentEducations,
  certifications: talentCertifications,
  courses: talentCourses,
  languages: talentLanguages,
  references: talentReferences,
} as const
export type ListName = keyof typeof LIST_TABLES

type ListTable = (typeof LIST_TABLES)[ListName]

/** A list item as the API answers it: the row without its owner and time stamps. */
export type ListItem<K extends ListName> = Omit<
  (typeof LIST_TABLES)[K]['$inferSelect'],
  'userId' | 'createdAt' | 'updatedAt'
>
export type ProfileLists = { [K in ListName]: ListItem<K>[] }
export interface NiceSelection {
  categoryCodes: string[]
  workRoleCodes: string[]
  statementCodes: string[]
}

/**
 * The profile row as read for the API: everything but the search document (rewritten on save, never shown) and the
 * row's time stamps and derived months (the profile does not show them; each time stamp is a Date to parse per read).
 */
const {
  searchText: _searchText,
  searchTerms: _searchTerms,
  searchVector: _searchVector,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  experienceMonths: _experienceMonths,
  ...PROFILE_COLUMNS
} = getTableColumns(talentProfiles)

/**
 * The user columns GET /profile answers from (the account, the session's password expiry, the profile's name and
 * contact data): not the two-step secret, consents, lock counters or time stamps it never shows (issue #13: every
 * column is parsed on each read).
 */
const TALENT_USER_FIELDS = [
  'id',
  'email',
  'secondaryEmail',
  'firstName',
  'lastName',
  'phone',
  'role',
  'status',
  'language',
  'companyId',
  'isMainAdmin',
  'passwordHash',
  'passwordChangedAt',
  'totpEnabledAt',
] as const satisfies (keyof typeof users.$inferSelect)[]
const TALENT_USER_COLUMNS = Object.fromEntries(TALENT_USER_FIELDS.map((field) => [field, users[field]])) as {
  [K in (typeof TALENT_USER_FIELDS)[number]]: (typeof users)[K]
}
export type TalentUser = Pick<typeof users.$inferSelect, (typeof TALENT_USER_FIELDS)[number]>
export type ProfileRow = { [K in keyof typeof PROFILE_COLUMNS]: (typeof talentProfiles.$inferSelect)[K] }

/** What a talent who never saved reads: the row getOrCreate would insert, with the columns' defaults. */
function emptyProfile(userId: number): ProfileRow {
  const row = Object.fromEntries(
    Object.entries(PROFILE_COLUMNS).map(([name, column]) => [
      name,
      column.default !== undefined && !is(column.default, SQL) ? column.default : null,
    ]),
  )
  return { ...row, userId } as ProfileRow
}

/**
 * Every list of a profile and its NICE selection as one JSON text, a column of a statement on `users`: a JSON array per
 * list (json_agg, by id, with the API's field names) and per NICE table, correlated with the statement's user row, so
 * the lists are read in the same statement (and snapshot) as the profile's version.
 */
const LISTS_JSON = (() => {
  const owner = sql`${users.id}`
  const lists = (Object.entries(LIST_TABLES) as [ListName, ListTable][]).map(([name, table]) => {
    const fields = Object.entries(getTableColumns(table))
      .filter(([field]) => !['userId', 'createdAt', 'updatedAt'].includes(field))
      .map(([field, column]) => `'${field}', t.${column.name}`)
      .join(', ')
    return sql`${sql.raw(`'${name}'`)}, coalesce((select json_agg(json_build_object(${sql.raw(fields)}) order by t.id)
      from ${sql.raw(getTableName(table))} t where t.user_id = ${owner}), '[]')`
  })
  const codes = (name: keyof NiceSelection, table: string, column: string) =>
    sql`${sql.raw(`'${name}'`)}, coalesce((select json_agg(c.${sql.raw(column)}) from ${sql.raw(table)} c
      where c.user_id = ${owner}), '[]')`
  return sql<string>`json_build_object(${sql.join(
    [
      ...lists,
      codes('categoryCodes', getTableName(talentNiceCategories), 'category_code'),
      codes('workRoleCodes', getTableName(talentWorkRoles), 'work_role_code'),
      codes('statementCodes', getTableName(talentStatements), 'statement_code'),
    ],
    sql`, `,
  )})::text`
})()

/** The talent's lists and NICE selection, parsed from LISTS_JSON's text, the codes sorted. */
export function parseListsAndSelection(json: string): { lists: ProfileLists; nice: NiceSelection } {
  const { categoryCodes, workRoleCodes, statementCodes, ...lists } = JSON.parse(json) as ProfileLists & NiceSelection
  return {
    lists,
    nice: {
      categoryCodes: categoryCodes.sort(),
      workRoleCodes: workRoleCodes.sort(),
      statementCodes: statementCodes.sort(),
    },
  }
}

/** A talent's user row and profile row as GET /profile reads them; `listsJson` when the lists were asked for. */
export interface FoundTalent {
  user: TalentUser
  profile: ProfileRow
  /** False for a talent who never saved: `profile` is then the empty profile the first save creates. */
  hasProfileRow: boolean
  /** LISTS_JSON, read in the same statement as `profile.version`. */
  listsJson?: string
}

export interface ProfileRepositoryOptions {
  /**
   * Whether the hot reads may be named prepared statements, parsed and planned once per connection: through
   * node-postgres (a PostgreSQL server, or the embedded database in its own thread, which scopes statement names to
   * each connection of its one session).
   */
  namedStatements?: boolean
}

/** Queries of the talent profile. Only this file writes SQL for the talent_* tables. */
export class ProfileRepository {
  private talentStatements: ReturnType<ProfileRepository['prepareTalentStatements']> | undefined

  constructor(
    private readonly db: Executor,
    private readonly options: ProfileRepositoryOptions = {},
  ) {}

  /** The profile row, created empty on first read. */
  async getOrCreate(userId: number, executor: Executor = this.db) {
    await executor.insert(talentProfiles).values({ userId }).onConflictDoNothing()
    const [row] = await executor.select().from(talentProfiles).where(eq(talentProfiles.userId, userId))
    return row!
  }

  async findUser(userId: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId))
    return user
  }

  /**
   * The user and their profile row in one round trip, writing nothing, with the lists and NICE selection as JSON text
   * when `withLists` (the same statement, so they belong to the version read). A talent who never saved reads as an
   * empty profile (the row the first save creates). Both statements are prepared once (issue #13, decision 019).
   */
  async findTalent(userId: number, withLists: boolean): Promise<FoundTalent | undefined> {
    this.talentStatements ??= this.prepareTalentStatements()
    const statement = withLists ? this.talentStatements.withLists : this.talentStatements.alone
    const [row] = (await statement.execute({ userId })) as {
      user: FoundTalent['user']
      profile: ProfileRow | null
      listsJson?: string
    }[]
    if (!row) return undefined
    return {
      user: row.user,
      profile: row.profile ?? emptyProfile(userId),
      hasProfileRow: row.profile !== null,
      ...(row.listsJson !== undefined ? { listsJson: row.listsJson } : {}),
    }
  }

  private prepareTalentStatements() {
    const named = this.options.namedStatements === true
    const read = (selection: SelectedFields, name: string) =>
      this.db
        .select(selection)
        .from(users)
        .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
        .where(eq(users.id, sql.placeholder('userId')))
        .prepare(named ? name : '')
    return {
      alone: read({ user: TALENT_USER_COLUMNS, profile: PROFILE_COLUMNS }, 'profile_find_talent'),
      withLists: read(
        { user: TALENT_USER_COLUMNS, profile: PROFILE_COLUMNS, listsJson: LISTS_JSON },
        'profile_find_talent_lists',
      ),
    }
  }

  /**
   * Moves the profile to the next version only if it is still at `expected`; false when someone saved in between.
   */
  async bumpVersion(
    executor: Executor,
    userId: number,
    expected: number,
    values: Partial<typeof talentProfiles.$inferInsert>,
  ) {
    const rows = await executor
      .update(talentProfiles)
      .set({ ...values, version: sql`${talentProfiles.version} + 1` })
      .where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.version, expected)))
      .returning({ version: talentProfiles.version })
    return rows.length === 1
  }

  /** The talent's search text and terms (place, NICE roles, synonyms) from what is saved now. */
  async refreshSearchDocument(executor: Executor, userId: number) {
    await refreshTalentSearch(executor, { ids: [userId] })
  }

  async updateProfileFields(executor: Executor, userId: number, values: Partial<typeof talentProfiles.$inferInsert>) {
    await executor.update(talentProfiles).set(values).where(eq(talentProfiles.userId, userId))
  }

  async updateUser(executor: Executor, userId: number, values: Partial<typeof users.$inferInsert>) {
    await executor.update(users).set(values).where(eq(users.id, userId))
  }

  /**
   * §4: items with an id above 0 are updates of the talent's own rows, others are new, rows left out are removed.
   * Returns the ids that were given but do not belong to the talent (nothing is changed then), and the storage keys
   * of the proof files whose certifications were removed (their document rows go with them), for the caller to
   * delete once the transaction has committed.
   */
  async syncList<T extends { id: number }>(
    executor: Executor,
    name: ListName,
    userId: number,
    items: T[],
  ): Promise<{ foreign: number[]; removedFiles: string[] }> {
    const table = LIST_TABLES[name] as unknown as typeof talentCourses
    const existing = await executor.select({ id: table.id }).from(table).where(eq(table.userId, userId))
    const owned = new Set(existing.map((row) => row.id))
    const foreign = items.filter((item) => item.id > 0 && !owned.has(item.id)).map((item) => item.id)
    if (foreign.length > 0) return { foreign, removedFiles: [] }

    const kept = new Set(items.filter((item) => item.id > 0).map((item) => item.id))
    const removed = [...owned].filter((id) => !kept.has(id))
    let removedFiles: string[] = []
    if (removed.length > 0) {
      if (name === 'certifications') {
        const proofs = await executor
          .select({ storageKey: talentDocuments.storageKey })
          .from(talentDocuments)
          .where(and(eq(talentDocuments.userId, userId), inArray(talentDocuments.certificationId, removed)))
        removedFiles = proofs.map((proof) => proof.storageKey)
      }
      await executor.delete(table).where(and(eq(table.userId, userId), inArray(table.id, removed)))
    }
    await this.writeListItems(executor, table, userId, items)
    return { foreign: [], removedFiles }
  }

  private async writeListItems<T extends { id: number }>(
    executor: Executor,
    table: typeof talentCourses,
    userId: number,
    items: T[],
  ) {
    for (const { id, ...values } of items) {
      if (id > 0) {
        await executor
          .update(table)
          .set(values as never)
          .where(and(eq(table.id, id), eq(table.userId, userId)))
      } else {
        await executor.insert(table).values({ ...(values as object), userId } as never)
      }
    }
  }

  async getNiceSelection(userId: number, executor: Executor = this.db) {
    const [categories, roles, statements] = await Promise.all([
      executor
        .select({ code: talentNiceCategories.categoryCode })
        .from(talentNiceCategories)
        .where(eq(talentNiceCategories.userId, userId)),
      executor
        .select({ code: talentWorkRoles.workRoleCode })
        .from(talentWorkRoles)
        .where(eq(talentWorkRoles.userId, userId)),
      executor
        .select({ code: talentStatements.statementCode })
        .from(talentStatements)
        .where(eq(talentStatements.userId, userId)),
    ])
    return {
      categoryCodes: categories.map((row) => row.code).sort(),
      workRoleCodes: roles.map((row) => row.code).sort(),
      statementCodes: statements.map((row) => row.code).sort(),
    }
  }

  async replaceNiceSelection(
    executor: Executor,
    userId: number,
    selection: { categoryCodes: string[]; workRoleCodes: string[]; statementCodes: string[] },
  ) {
    await executor.delete(talentNiceCategories).where(eq(talentNiceCategories.userId, userId))
    await executor.delete(talentWorkRoles).where(eq(talentWorkRoles.userId, userId))
    await executor.delete(talentStatements).where(eq(talentStatements.userId, userId))
    if (selection.categoryCodes.length > 0) {
      await executor
        .insert(talentNiceCategories)
        .values(selection.categoryCodes.map((categoryCode) => ({ userId, categoryCode })))
    }
    if (selection.workRoleCodes.length > 0) {
      await executor
        .insert(talentWorkRoles)
        .values(selection.workRoleCodes.map((workRoleCode) => ({ userId, workRoleCode })))
    }
    for (let start = 0; start < selection.statementCodes.length; start += 500) {
      await executor
        .insert(talentStatements)
        .values(selection.statementCodes.slice(start, start + 500).map((statementCode) => ({ userId, statementCode })))
    }
  }

  /** Stores the fit for every work role at once (the previous fits are replaced). */
  /** The talent's fit for every role; their applications' ranking follows in the same transaction. */
  async replaceRoleFits(executor: Executor, userId: number, fits: { workRoleCode: string; percentage: number }[]) {
    await executor.delete(talentRoleFits).where(eq(talentRoleFits.userId, userId))
    if (fits.length > 0) await executor.insert(talentRoleFits).values(fits.map((fit) => ({ ...fit, userId })))
    await refreshApplicationFits(executor, { talentId: userId })
  }

  async listRoleFits(userId: number) {
    return this.db
      .select({ workRoleCode: talentRoleFits.workRoleCode, percentage: talentRoleFits.percentage })
      .from(talentRoleFits)
      .where(eq(talentRoleFits.userId, userId))
  }

  /** The talent's photo key, read without creating a profile row (reads never write). */
  async findPhotoKey(talentId: number) {
    const [row] = await this.db
      .select({ photoKey: talentProfiles.photoKey })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, talentId))
    return row?.photoKey ?? null
  }

  /**
   * Whether a company may see an active talent's photo, in one round trip: the talent shares the profile, is a public
   * member of the company's cyber team, or applied to one of its jobs (the photo is on the application's card).
   */
  async companyMaySeePhoto(companyId: number, talentId: number) {
    const result = await this.db.execute(
      sql`select 1 from users u where u.id = ${talentId} and u.role = 'talent' and u.status = 'active' and (
        u.data_sharing_consent
        or exists (select 1 from company_team_members m where m.company_id = ${companyId} and m.talent_id = u.id
          and m.status = 'active' and m.public_profile)
        or exists (select 1 from applications a join positions p on p.id = a.position_id
          where a.talent_id = u.id and p.company_id = ${companyId}))`,
    )
    return rowsOf(result).length > 0
  }

  /**
   * Whether the talent applied to one of the company's jobs: an applicant's profile is visible to the company applied
   * to (the pipeline's "View profile"), shared publicly or not. A talent the company only contacted is not an
   * applicant.
   */
  async hasAppliedTo(companyId: number, talentId: number) {
    const result = await this.db.execute(
      sql`select 1 from applications a join positions p on p.id = a.position_id
        where a.talent_id = ${talentId} and p.company_id = ${companyId} and a.applied_at is not null limit 1`,
    )
    return rowsOf(result).length > 0
  }

  /** An active cyber team member who keeps the profile public for that company (PRODUCT.md "Who sees what"). */
  async isPublicMember(companyId: number, talentId: number) {
    const result = await this.db.execute(
      sql`select 1 from company_team_members where company_id = ${companyId} and talent_id = ${talentId}
        and status = 'active' and public_profile`,
    )
    return rowsOf(result).length > 0
  }
}
