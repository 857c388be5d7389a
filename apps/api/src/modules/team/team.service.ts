import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { TalentRelation, TeamMember } from '@sentinela/shared/schemas/team'
import type { Database, Executor } from '../../db/client'
import { companies, companyTeamMembers, talentProfiles, talentRoleFits, users } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, translatorFor, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import { LOGO_URL_PREFIX } from '../companies/companies.service'
import type { EmailService } from '../email/email.service'
import type { FrameworkService } from '../framework/framework.service'
import { photoUrlOf } from '../profile/profile.service'

/** Best roles shown per public member. */
const BEST_ROLES = 3

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/**
 * The cyber team (§3 "Cyber team member", §4): a company invites a talent (pending), the talent accepts (active) or
 * declines; the talent may unlink and the company is told; the company may remove a member. Ended links are kept as
 * notices with their date. A member's profile and best roles reach the company only while the member keeps the
 * profile public (PRODUCT.md); active members see the company's private jobs.
 */
export class TeamService {
  constructor(
    private readonly db: Database,
    private readonly emails: EmailService,
    private readonly framework: FrameworkService,
  ) {}

  /** POST /employees/jointTalent: the talent must have an active talent account; re-inviting revives an ended link. */
  async invite(user: SessionUser, input: { email: string; firstName: string; lastName: string }) {
    const companyId = this.companyOf(user)
    const [talent] = await this.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, eq(users.status, 'active')))
    if (!talent || talent.role !== 'talent') {
      throw new AppError(ErrorCode.INVITATION_FAILED, {
        issues: [{ path: 'email', code: 'invitation_failed', params: {} }],
      })
    }
    const [inviter, company] = await Promise.all([this.user(user.id), this.company(companyId)])
    const emailIds: number[] = []
    const linkId = await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(companyTeamMembers)
        .where(and(eq(companyTeamMembers.companyId, companyId), eq(companyTeamMembers.talentId, talent.id)))
        .for('update')
      if (existing && (existing.status === 'pending' || existing.status === 'active')) {
        throw new AppError(ErrorCode.ALREADY_IN_TEAM)
      }
      const values = {
        status: 'pending' as const,
        publicProfile: false,
        invitedBy: user.id,
        invitedAt: new Date(),
        acceptedAt: null,
        endedAt: null,
      }
      const [row] = existing
        ? await tx.update(companyTeamMembers).set(values).where(eq(companyTeamMembers.id, existing.id)).returning()
        : await tx
            .insert(companyTeamMembers)
            .values({ ...values, companyId, talentId: talent.id })
            .returning()
      emailIds.push(
        await this.emails.enqueue(tx, {
          userId: talent.id,
          to: talent.email,
          language: talent.language as Language,
          template: 'team_invitation',
          content: {
            firstName: talent.firstName,
            actionUrl: this.emails.link('/talent/account/relations'),
            params: { companyName: company.name, inviterName: `${inviter.firstName} ${inviter.lastName}` },
          },
        }),
      )
      return row!.id
    })
    await this.emails.dispatch(emailIds)
    return linkId
  }

  /** GET /companies/companyTalents/{id}: the caller's own company only; public members show profile and roles. */
  async members(user: SessionUser, companyId: number, t: Translate): Promise<TeamMember[]> {
    if (companyId !== this.companyOf(user)) throw new AppError(ErrorCode.NOT_FOUND)
    const rows = await this.db
      .select({ link: companyTeamMembers, talent: users, profile: talentProfiles })
      .from(companyTeamMembers)
      .innerJoin(users, eq(users.id, companyTeamMembers.talentId))
      .leftJoin(talentProfiles, eq(talentProfiles.userId, companyTeamMembers.talentId))
      .where(and(eq(companyTeamMembers.companyId, companyId), sql`${users.status} <> 'deleted'`))
      .orderBy(
        sql`case ${companyTeamMembers.status} when 'active' then 0 when 'pending' then 1 else 2 end`,
        desc(companyTeamMembers.updatedAt),
      )
    const visible = rows.filter((row) => row.link.status === 'active' && row.link.publicProfile)
    const fits = await this.bestRoles(
      visible.map((row) => row.talent.id),
      t,
    )
    return rows.map(({ link, talent, profile }) => {
      const shows = link.status === 'active' && link.publicProfile
      return {
        linkId: link.id,
        talentId: talent.id,
        firstName: talent.firstName,
        lastName: talent.lastName,
        email: talent.email,
        status: link.status,
        publicProfile: link.publicProfile,
        currentJobTitle: shows ? (profile?.currentJobTitle ?? null) : null,
        country: shows ? (profile?.country ?? null) : null,
        city: shows ? (profile?.city ?? null) : null,
        photoUrl: shows ? photoUrlOf(talent.id, profile?.photoKey ?? null) : null,
        bestRoles: shows ? (fits.get(talent.id) ?? []) : [],
        invitedAt: link.invitedAt.toISOString(),
        acceptedAt: iso(link.acceptedAt),
        endedAt: iso(link.endedAt),
      }
    })
  }

  /** DELETE /employees/talent/{linkId}: the company ends a link (pending or active); the talent is told. */
  async remove(user: SessionUser, linkId: number) {
    const companyId = this.companyOf(user)
    const [link] = await this.db.select().from(companyTeamMembers).where(eq(companyTeamMembers.id, linkId))
    if (!link || link.companyId !== companyId || !['pending', 'active'].includes(link.status)) {
      throw new AppError(ErrorCode.NOT_FOUND)
    }
    const [talent, company] = await Promise.all([this.user(link.talentId), this.company(companyId)])
    const emailIds: number[] = []
    await this.db.transaction(async (tx) => {
      await this.end(tx, link.id, 'removed')
      emailIds.push(
        await this.emails.enqueue(tx, {
          userId: talent.id,
          to: talent.email,
          language: talent.language as Language,
          template: 'team_member_removed',
          content: { firstName: talent.firstName, params: { companyName: company.name } },
        }),
      )
    })
    await this.emails.dispatch(emailIds)
  }

  /** GET /employees/relations: the talent's company links, pending and active first. */
  async relations(talent: SessionUser): Promise<TalentRelation[]> {
    const rows = await this.db
      .select({ link: companyTeamMembers, company: companies })
      .from(companyTeamMembers)
      .innerJoin(companies, eq(companies.id, companyTeamMembers.companyId))
      .where(and(eq(companyTeamMembers.talentId, talent.id), inArray(companyTeamMembers.status, ['pending', 'active'])))
      .orderBy(
        sql`case ${companyTeamMembers.status} when 'pending' then 0 else 1 end`,
        desc(companyTeamMembers.invitedAt),
      )
    return rows.map(({ link, company }) => ({
      linkId: link.id,
      companyId: company.id,
      companyName: company.name,
      logoUrl: company.logoKey ? LOGO_URL_PREFIX + company.logoKey.replace('logos/', '') : null,
      status: link.status,
      publicProfile: link.publicProfile,
      invitedAt: link.invitedAt.toISOString(),
      acceptedAt: iso(link.acceptedAt),
    }))
  }

  /** POST /employees/confirmTalentLink: the talent accepts (active) or declines (the company is told). */
  async confirm(talent: SessionUser, linkId: number, accept: boolean) {
    const link = await this.ownLink(talent, linkId)
    if (link.status !== 'pending') throw new AppError(ErrorCode.NOT_FOUND)
    if (accept) {
      await this.db
        .update(companyTeamMembers)
        .set({ status: 'active', acceptedAt: new Date() })
        .where(eq(companyTeamMembers.id, linkId))
      return
    }
    await this.endByTalent(talent, link, 'declined')
  }

  async setPublic(talent: SessionUser, linkId: number, publicProfile: boolean) {
    const link = await this.ownLink(talent, linkId)
    if (link.status !== 'active' && link.status !== 'pending') throw new AppError(ErrorCode.NOT_FOUND)
    await this.db.update(companyTeamMembers).set({ publicProfile }).where(eq(companyTeamMembers.id, linkId))
  }

  /** DELETE /employees/unlinkCompany/{companyId}: the talent leaves; the company keeps the notice and gets an e-mail. */
  async unlink(talent: SessionUser, companyId: number) {
    const [link] = await this.db
      .select()
      .from(companyTeamMembers)
      .where(
        and(
          eq(companyTeamMembers.companyId, companyId),
          eq(companyTeamMembers.talentId, talent.id),
          eq(companyTeamMembers.status, 'active'),
        ),
      )
    if (!link) throw new AppError(ErrorCode.NOT_FOUND)
    await this.endByTalent(talent, link, 'unlinked')
  }

  private async endByTalent(
    talent: SessionUser,
    link: typeof companyTeamMembers.$inferSelect,
    status: 'declined' | 'unlinked',
  ) {
    const [member, company] = await Promise.all([this.user(talent.id), this.company(link.companyId)])
    const inviter = link.invitedBy ? await this.user(link.invitedBy).catch(() => undefined) : undefined
    const [mainAdmin] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, link.companyId), eq(users.isMainAdmin, true), eq(users.status, 'active')))
    const recipient =
      inviter && inviter.status === 'active' && inviter.companyId === link.companyId ? inviter : mainAdmin
    const emailIds: number[] = []
    await this.db.transaction(async (tx) => {
      await this.end(tx, link.id, status)
      if (!recipient) return
      const language = recipient.language as Language
      emailIds.push(
        await this.emails.enqueue(tx, {
          userId: recipient.id,
          to: recipient.email,
          language,
          template: 'team_member_left',
          content: {
            firstName: recipient.firstName,
            actionUrl: this.emails.link('/company/account/cyber-team'),
            params: {
              talentName: `${member.firstName} ${member.lastName}`,
              companyName: company.name,
              reason: translatorFor(language)(`emails:team_member_left.reason_${status}`),
            },
          },
        }),
      )
    })
    await this.emails.dispatch(emailIds)
  }

  private async end(executor: Executor, linkId: number, status: 'declined' | 'unlinked' | 'removed') {
    await executor
      .update(companyTeamMembers)
      .set({ status, endedAt: new Date(), publicProfile: false })
      .where(eq(companyTeamMembers.id, linkId))
  }

  private async ownLink(talent: SessionUser, linkId: number) {
    const [link] = await this.db.select().from(companyTeamMembers).where(eq(companyTeamMembers.id, linkId))
    if (!link || link.talentId !== talent.id) throw new AppError(ErrorCode.NOT_FOUND)
    return link
  }

  private async bestRoles(talentIds: number[], t: Translate) {
    const byTalent = new Map<number, { workRoleCode: string; name: string; percentage: number }[]>()
    if (talentIds.length === 0) return byTalent
    const [rows, workRoles] = await Promise.all([
      this.db
        .select()
        .from(talentRoleFits)
        .where(and(inArray(talentRoleFits.userId, talentIds), sql`${talentRoleFits.percentage} > 0`))
        .orderBy(desc(talentRoleFits.percentage), talentRoleFits.workRoleCode),
      this.framework.listWorkRoles(languageOfTranslator(t)),
    ])
    const names = new Map(workRoles.map((role) => [role.code, role.name]))
    for (const row of rows) {
      const list = byTalent.get(row.userId) ?? []
      if (list.length < BEST_ROLES) {
        list.push({
          workRoleCode: row.workRoleCode,
          name: names.get(row.workRoleCode) ?? row.workRoleCode,
          percentage: row.percentage,
        })
      }
      byTalent.set(row.userId, list)
    }
    return byTalent
  }

  private companyOf(user: SessionUser) {
    if (user.role !== 'company' || !user.companyId) throw new AppError(ErrorCode.FORBIDDEN)
    return user.companyId
  }

  private async user(id: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, id))
    if (!row) throw new AppError(ErrorCode.NOT_FOUND)
    return row
  }

  private async company(id: number) {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id))
    if (!row) throw new AppError(ErrorCode.NOT_FOUND)
    return row
  }
}
