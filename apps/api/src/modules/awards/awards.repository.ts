import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm'
import type { AwardCountry, NomineeStatus } from '@sentinela/shared/schemas/awards'
import type { Database, Executor } from '../../db/client'
import { awardEditions, awardNominees, awardVotes, companies, users } from '../../db/schema/index'
import { escapeLike, rowsOf } from '../../lib/sql'

/** An edition with its approved nominees' count and votes, and the caller's vote (0 = nobody signed in). */
export interface EditionRow {
  id: number
  country: AwardCountry
  year: number
  nominations_open_at: Date | string
  nominations_close_at: Date | string
  voting_open_at: Date | string
  voting_close_at: Date | string
  nominee_count: number
  total_votes: number
  my_vote: number | null
}

const editionColumns = (viewerId: number) => sql`e.id, e.country, e.year, e.nominations_open_at,
  e.nominations_close_at, e.voting_open_at, e.voting_close_at,
  (select count(*)::int from award_nominees n where n.edition_id = e.id and n.status = 'approved') as nominee_count,
  (select coalesce(sum(n.votes_quantity), 0)::int from award_nominees n
    where n.edition_id = e.id and n.status = 'approved') as total_votes,
  (select v.nominee_id from award_votes v where v.edition_id = e.id and v.user_id = ${viewerId}) as my_vote`

/**
 * §5 award search: the typed text split into its first and last word; a nominee matches when the first word is in
 * the first name or the last word in the last name, case and accents aside. One word matches either name.
 */
function nameMatches(text: string): SQL {
  const words = text.trim().split(/\s+/)
  const pattern = (word: string) => `%${escapeLike(word)}%`
  const first = pattern(words[0]!)
  const last = pattern(words[words.length - 1]!)
  return sql`(unaccent(${awardNominees.firstName}) ilike unaccent(${first})
    or unaccent(${awardNominees.lastName}) ilike unaccent(${last}))`
}

/** Award editions, nominees and votes (PRODUCT.md "Awards"). */
export class AwardsRepository {
  constructor(private readonly db: Database) {}

  async editions(where: SQL, viewerId: number, executor: Executor = this.db) {
    const result = await executor.execute(
      sql`select ${editionColumns(viewerId)} from award_editions e where ${where}
        order by e.year desc, e.nominations_open_at desc, e.id desc`,
    )
    return rowsOf<EditionRow>(result)
  }

  editionsOfCountry(country: AwardCountry, viewerId: number) {
    return this.editions(sql`e.country = ${country}`, viewerId)
  }

  async edition(id: number, viewerId: number, executor: Executor = this.db) {
    const [row] = await this.editions(sql`e.id = ${id}`, viewerId, executor)
    return row
  }

  allEditions() {
    return this.editions(sql`true`, 0)
  }

  async createEdition(executor: Executor, values: typeof awardEditions.$inferInsert) {
    const [row] = await executor
      .insert(awardEditions)
      .values(values)
      .onConflictDoNothing({ target: [awardEditions.country, awardEditions.year] })
      .returning({ id: awardEditions.id })
    return row?.id
  }

  /** False when another edition of that country and year exists (nothing changed). */
  async updateEdition(executor: Executor, id: number, values: Partial<typeof awardEditions.$inferInsert>) {
    const clash = await executor
      .select({ id: awardEditions.id })
      .from(awardEditions)
      .where(
        and(
          eq(awardEditions.country, values.country!),
          eq(awardEditions.year, values.year!),
          sql`${awardEditions.id} <> ${id}`,
        ),
      )
    if (clash.length > 0) return false
    await executor.update(awardEditions).set(values).where(eq(awardEditions.id, id))
    return true
  }

  /** Approved nominees of an edition, most votes first (§4), optionally matched by name (§5). */
  async approvedNominees(editionId: number, text?: string) {
    return this.db
      .select()
      .from(awardNominees)
      .where(
        and(
          eq(awardNominees.editionId, editionId),
          eq(awardNominees.status, 'approved'),
          text ? nameMatches(text) : undefined,
        ),
      )
      .orderBy(desc(awardNominees.votesQuantity), awardNominees.lastName, awardNominees.firstName, awardNominees.id)
  }

  async nominee(id: number, executor: Executor = this.db) {
    const [row] = await executor.select().from(awardNominees).where(eq(awardNominees.id, id))
    return row
  }

  /** Locks the edition's row until the transaction ends: its nominations are then checked and written one at a time. */
  async lockEdition(executor: Executor, editionId: number) {
    await executor
      .select({ id: awardEditions.id })
      .from(awardEditions)
      .where(eq(awardEditions.id, editionId))
      .for('update')
  }

  async countNominationsBy(executor: Executor, editionId: number, userId: number) {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(awardNominees)
      .where(and(eq(awardNominees.editionId, editionId), eq(awardNominees.nominatedBy, userId)))
    return row?.count ?? 0
  }

  async isNominated(executor: Executor, editionId: number, email: string) {
    const rows = await executor
      .select({ id: awardNominees.id })
      .from(awardNominees)
      .where(and(eq(awardNominees.editionId, editionId), sql`lower(${awardNominees.email}) = lower(${email})`))
    return rows.length > 0
  }

  async insertNominee(executor: Executor, values: typeof awardNominees.$inferInsert) {
    const [row] = await executor.insert(awardNominees).values(values).returning()
    return row!
  }

  /**
   * Links the nominee whose unexpired code this is to the talent, and spends the code, in one statement: two
   * concurrent uses of a code link once.
   */
  async linkByCode(codeHash: string, userId: number) {
    const [row] = await this.db
      .update(awardNominees)
      .set({ linkedUserId: userId, linkedAt: new Date(), linkCodeHash: null, linkCodeExpiresAt: null })
      .where(
        and(
          eq(awardNominees.linkCodeHash, codeHash),
          gt(awardNominees.linkCodeExpiresAt, new Date()),
          isNull(awardNominees.linkedUserId),
          sql`${awardNominees.status} <> 'rejected'`,
        ),
      )
      .returning()
    return row
  }

  /**
   * One vote per talent per edition: the unique index decides, so parallel votes of one talent count once and the
   * count is raised in the same transaction as the vote it counts. False when the talent had already voted.
   */
  async vote(executor: Executor, editionId: number, nomineeId: number, userId: number) {
    const inserted = await executor
      .insert(awardVotes)
      .values({ editionId, nomineeId, userId })
      .onConflictDoNothing({ target: [awardVotes.editionId, awardVotes.userId] })
      .returning({ id: awardVotes.id })
    if (inserted.length === 0) return false
    await executor
      .update(awardNominees)
      .set({ votesQuantity: sql`${awardNominees.votesQuantity} + 1` })
      .where(eq(awardNominees.id, nomineeId))
    return true
  }

  /** Nominations for the operator, newest first, with who nominated them (the person, and their company). */
  async nominations({ status, id }: { status?: NomineeStatus; id?: number }) {
    return this.db
      .select({
        nominee: awardNominees,
        country: awardEditions.country,
        year: awardEditions.year,
        nominatorFirstName: users.firstName,
        nominatorLastName: users.lastName,
        nominatorCompany: companies.name,
      })
      .from(awardNominees)
      .innerJoin(awardEditions, eq(awardEditions.id, awardNominees.editionId))
      .leftJoin(users, eq(users.id, awardNominees.nominatedBy))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(
        and(
          status ? eq(awardNominees.status, status) : undefined,
          id === undefined ? undefined : eq(awardNominees.id, id),
        ),
      )
      .orderBy(desc(awardNominees.createdAt), desc(awardNominees.id))
  }

  /** Approves or rejects a pending nomination; false when it was no longer pending (reviewed meanwhile). */
  async review(
    executor: Executor,
    id: number,
    operatorId: number,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
  ) {
    const rows = await executor
      .update(awardNominees)
      .set({
        status: decision.status,
        rejectionReason: decision.reason,
        reviewedAt: new Date(),
        reviewedBy: operatorId,
      })
      .where(and(eq(awardNominees.id, id), eq(awardNominees.status, 'pending')))
      .returning({ id: awardNominees.id })
    return rows.length > 0
  }
}
