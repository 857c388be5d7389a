import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min'
import type { CompanyProfile, CompanyProfileValues } from '@sentinela/shared/schemas/company'
import type { Database } from '../../db/client'
import { companies, companyTeamMembers, users } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { ChangeFeed } from '../../lib/change-feed'
import type { FileStorage } from '../../lib/storage'
import { detectImageType, normalizeLogo, PHOTO_MAX_BYTES } from '../../lib/uploads'

export const LOGO_URL_PREFIX = '/api/files/logos/'

/**
 * The company profile (§3 "Company"): read with its users and numberOfUsers, saved whole with a version check, and
 * its logo. numberOfUsers counts admin users and active cyber team members when read, so it is always right (§4).
 */
export class CompaniesService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly changes: ChangeFeed,
  ) {}

  async getProfile(companyId: number): Promise<CompanyProfile> {
    const [company] = await this.db.select().from(companies).where(eq(companies.id, companyId))
    if (!company) throw new AppError(ErrorCode.NOT_FOUND)
    const [members, [team]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), ne(users.status, 'deleted')))
        .orderBy(sql`${users.isMainAdmin} desc`, asc(users.createdAt), asc(users.id)),
      this.db
        .select({ count: count() })
        .from(companyTeamMembers)
        .where(and(eq(companyTeamMembers.companyId, companyId), eq(companyTeamMembers.status, 'active'))),
    ])
    return {
      id: company.id,
      version: company.version,
      name: company.name,
      industry: company.industry,
      country: company.country,
      region: company.region,
      city: company.city,
      description: company.description,
      ceo: company.ceo,
      foundedYear: company.foundedYear,
      numberOfEmployees: company.numberOfEmployees,
      revenueRange: company.revenueRange,
      adminFirstName: company.adminFirstName,
      adminLastName: company.adminLastName,
      adminJobTitle: company.adminJobTitle,
      phone: company.phone,
      phoneCountry: company.phoneCountry,
      website: company.website,
      secondaryEmail: company.secondaryEmail,
      employer: company.employer,
      logoUrl: company.logoKey ? LOGO_URL_PREFIX + company.logoKey.replace('logos/', '') : null,
      subscriptionName: company.subscriptionName,
      users: members.map((member) => ({
        id: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        jobTitle: member.jobTitle,
        isMainAdmin: member.isMainAdmin,
        status: member.status,
        createdAt: member.createdAt.toISOString(),
      })),
      numberOfUsers: members.length + (team?.count ?? 0),
    }
  }

  /** PUT /companies: the whole profile, refused with nothing lost when someone saved since `version`. */
  async saveProfile(companyId: number, input: CompanyProfileValues): Promise<CompanyProfile> {
    const { version, phone, phoneCountry, ...fields } = input
    const rows = await this.db.transaction(async (tx) => {
      const saved = await tx
        .update(companies)
        .set({
          ...fields,
          phone: phone
            ? parsePhoneNumberWithError(phone, (phoneCountry ?? undefined) as CountryCode | undefined).number
            : null,
          phoneCountry,
          version: sql`${companies.version} + 1`,
        })
        .where(and(eq(companies.id, companyId), eq(companies.version, version)))
        .returning({ id: companies.id })
      // Its name shows on its jobs: their remembered copies go, here and on other instances (decision 008).
      if (saved.length > 0) await this.changes.announce(tx, { kind: 'company', id: companyId })
      return saved
    })
    if (rows.length > 0) this.changes.apply({ kind: 'company', id: companyId })
    if (rows.length === 0) {
      const [exists] = await this.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
      throw new AppError(exists ? ErrorCode.COMPANY_VERSION_CONFLICT : ErrorCode.NOT_FOUND)
    }
    return this.getProfile(companyId)
  }

  /** The logo, checked by content and re-encoded; the previous one is removed. */
  async setLogo(companyId: number, bytes: Buffer) {
    if (bytes.length > PHOTO_MAX_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE)
    if (!detectImageType(bytes)) throw new AppError(ErrorCode.IMAGE_TYPE_INVALID)
    let normalized: Buffer
    try {
      normalized = await normalizeLogo(bytes)
    } catch (cause) {
      throw new AppError(ErrorCode.UPLOAD_FAILED, { cause })
    }
    const key = `logos/${randomUUID()}.png`
    await this.storage.put(key, normalized)
    const [previous] = await this.db
      .select({ logoKey: companies.logoKey })
      .from(companies)
      .where(eq(companies.id, companyId))
    await this.db.update(companies).set({ logoKey: key }).where(eq(companies.id, companyId))
    if (previous?.logoKey) await this.storage.delete(previous.logoKey)
    return { logoUrl: LOGO_URL_PREFIX + key.replace('logos/', '') }
  }

  async deleteLogo(companyId: number) {
    const [company] = await this.db
      .select({ logoKey: companies.logoKey })
      .from(companies)
      .where(eq(companies.id, companyId))
    if (!company?.logoKey) return
    await this.db.update(companies).set({ logoKey: null }).where(eq(companies.id, companyId))
    await this.storage.delete(company.logoKey)
  }
}
