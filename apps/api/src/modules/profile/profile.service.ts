import { randomUUID } from 'node:crypto'
import { parsePhoneNumberWithError } from 'libphonenumber-js/min'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import { mergeStatementCodes } from '@sentinela/shared/nice/statement-codes'
import type { Profile, ProfileValues } from '@sentinela/shared/schemas/profile'
import type { FieldIssue } from '@sentinela/shared/i18n/validation-issue'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { FileStorage } from '../../lib/storage'
import {
  CV_MAX_BYTES,
  detectDocumentType,
  refuseActivePdf,
  detectImageType,
  extensionMatches,
  normalizePhoto,
  PHOTO_MAX_BYTES,
} from '../../lib/uploads'
import type { SessionUser } from '../../plugins/access'
import { recomputeCareerScores } from '../../db/career-scores'
import type { FrameworkService } from '../framework/framework.service'
import { ProfileListsCache } from './profile-lists-cache'
import {
  LIST_TABLES,
  parseListsAndSelection,
  type FoundTalent,
  type ListName,
  type ProfileRepository,
} from './profile.repository'
import { experienceMonthsOf } from '../../lib/search-document'

const PHOTO_URL_PREFIX = '/api/files/photos/'

/**
 * Where a talent's photo is served: the talent's id and the stored file's name, so the server checks who may see it
 * (PRODUCT.md "Who sees what") with one lookup by key.
 */
export function photoUrlOf(talentId: number, photoKey: string): string
export function photoUrlOf(talentId: number, photoKey: string | null): string | null
export function photoUrlOf(talentId: number, photoKey: string | null): string | null {
  return photoKey ? `${PHOTO_URL_PREFIX}${talentId}/${photoKey.replace('photos/', '')}` : null
}
export const CV_URL_PREFIX = '/api/files/cvs/'
/** The storage key of a CV from the address setCv answered (the analysis reads the file by it). */
export const cvKeyOfUrl = (url: string) => `cvs/${url.slice(CV_URL_PREFIX.length)}`

/**
 * The talent profile (§3): read, saved whole (§4) with optimistic concurrency, its NICE selection and the stored
 * fit per work role, photo and CV. Companies read a profile only when the talent consented (PRODUCT.md).
 */
/** What other modules read of a talent's NICE profile through this service. */
export type NiceSelectionReader = Pick<ProfileService, 'getNiceSelection'>

export class ProfileService {
  /** Lists and NICE selections of recently read profiles, by the version they were read at (decision 019). */
  private readonly listsCache = new ProfileListsCache()

  constructor(
    private readonly db: Database,
    private readonly profiles: ProfileRepository,
    private readonly framework: FrameworkService,
    private readonly storage: FileStorage,
  ) {}

  async getProfile(userId: number): Promise<Profile> {
    return (await this.readTalent(userId)).profile
  }

  /**
   * The talent's user row and whole profile, writing nothing (GET /profile, issue #13): one prepared statement for the
   * user and profile rows, the lists and NICE selection taken from memory when the version just read is the one they
   * were read at (decision 019), else read in the same statement. A talent who never saved reads as empty.
   */
  async readTalent(userId: number) {
    const known = this.listsCache.find(userId)
    let found = await this.profiles.findTalent(userId, !known)
    const isKnown = (talent: FoundTalent) => talent.hasProfileRow && talent.profile.version === known?.version
    // Saved since (on this instance or another): read again, the lists with the version they belong to.
    if (found && found.listsJson === undefined && !isKnown(found)) found = await this.profiles.findTalent(userId, true)
    if (!found || found.user.role !== 'talent' || found.user.status === 'deleted') {
      throw new AppError(ErrorCode.NOT_FOUND)
    }
    if (found.listsJson !== undefined && found.hasProfileRow) {
      this.listsCache.remember(userId, found.profile.version, found.listsJson)
    }
    const { lists, nice } = parseListsAndSelection(found.listsJson ?? known!.json)
    const { user, profile } = found
    return {
      user,
      profile: {
        userId,
        version: profile.version,
        email: user.email,
        secondaryEmail: user.secondaryEmail,
        firstName: user.firstName,
        middleName: profile.middleName,
        lastName: user.lastName,
        gender: profile.gender,
        nationality: profile.nationality,
        country: profile.country,
        region: profile.region,
        city: profile.city,
        birthDate: profile.birthDate,
        phone: user.phone,
        website: profile.website,
        photoUrl: photoUrlOf(userId, profile.photoKey),
        cv:
          profile.cvKey && profile.cvFileName
            ? { fileName: profile.cvFileName, url: CV_URL_PREFIX + profile.cvKey.replace('cvs/', '') }
            : null,
        currentJobTitle: profile.currentJobTitle,
        desiredEmploymentType: profile.desiredEmploymentType,
        highestEducationLevel: profile.highestEducationLevel,
        schoolName: profile.schoolName,
        latestDegree: profile.latestDegree,
        openToTravel: profile.openToTravel,
        seekingOpportunities: profile.seekingOpportunities,
        personalityType: profile.personalityType,
        clearance: {
          hasClearance: profile.hasClearance,
          level: profile.clearanceLevel,
          lastGranted: profile.clearanceLastGranted,
          renewal: profile.clearanceRenewal,
          polygraphPerformed: profile.polygraphPerformed,
        },
        isBeginner: profile.isBeginner,
        ...lists,
        nice,
      } satisfies Profile,
    }
  }

  /** PUT /profile: everything in one transaction, or nothing (§4, PRODUCT.md "nothing a user saved is lost"). */
  async saveProfile(userId: number, input: ProfileValues): Promise<Profile> {
    await this.profiles.getOrCreate(userId)
    const nice = input.nice ? await this.validateNice(input.nice) : undefined

    // The proof files of certifications the talent removed, deleted once the removal has committed.
    const filesToDelete: string[] = []
    await this.db.transaction(async (tx) => {
      const clearance = input.clearance
      const saved = await this.profiles.bumpVersion(tx, userId, input.version, {
        middleName: input.middleName,
        gender: input.gender,
        nationality: input.nationality,
        country: input.country,
        region: input.region,
        city: input.city,
        birthDate: input.birthDate,
        website: input.website,
        currentJobTitle: input.currentJobTitle,
        desiredEmploymentType: input.desiredEmploymentType,
        highestEducationLevel: input.highestEducationLevel,
        schoolName: input.schoolName,
        latestDegree: input.latestDegree,
        openToTravel: input.openToTravel,
        seekingOpportunities: input.seekingOpportunities,
        personalityType: input.personalityType,
        hasClearance: clearance.hasClearance,
        clearanceLevel: clearance.hasClearance ? clearance.level : null,
        clearanceLastGranted: clearance.hasClearance ? clearance.lastGranted : null,
        clearanceRenewal: clearance.hasClearance ? clearance.renewal : null,
        polygraphPerformed: clearance.hasClearance && clearance.polygraphPerformed,
        isBeginner: input.isBeginner,
        experienceMonths: experienceMonthsOf(input.experiences),
      })
      if (!saved) throw new AppError(ErrorCode.PROFILE_VERSION_CONFLICT)

      await this.profiles.updateUser(tx, userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        secondaryEmail: input.secondaryEmail,
        phone: input.phone ? parsePhoneNumberWithError(input.phone).number : null,
      })

      const issues: FieldIssue[] = []
      for (const name of Object.keys(LIST_TABLES) as ListName[]) {
        const items = input[name].map((item) => ({ ...item }))
        const { foreign, removedFiles } = await this.profiles.syncList(tx, name, userId, items)
        filesToDelete.push(...removedFiles)
        for (const id of foreign) {
          const index = input[name].findIndex((item) => item.id === id)
          issues.push({ path: `${name}.${index}.id`, code: 'unknown_code', params: { code: String(id) } })
        }
      }
      if (issues.length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, { issues })

      if (nice) {
        await this.profiles.replaceNiceSelection(tx, userId, nice)
        await this.profiles.replaceRoleFits(tx, userId, await this.computeFits(nice.statementCodes))
        // Fit moves career paths (PRODUCT.md "Learning"): the stored path percentages follow at once.
        await recomputeCareerScores(tx, userId)
      }
      // What companies search the talent by: the words saved above, their place and NICE roles.
      await this.profiles.refreshSearchDocument(tx, userId)
    })
    // The save stands whatever happens to a file: one that cannot be deleted now is only left unreferenced.
    await Promise.allSettled(filesToDelete.map((key) => this.storage.delete(key)))
    return this.getProfile(userId)
  }

  /** PUT /profile/nice: the wizard's section alone (§2 roles wizard), fits recomputed. */
  async saveNiceSection(userId: number, version: number, selection: NonNullable<ProfileValues['nice']>) {
    await this.profiles.getOrCreate(userId)
    const nice = await this.validateNice(selection)
    await this.db.transaction(async (tx) => {
      if (!(await this.profiles.bumpVersion(tx, userId, version, {}))) {
        throw new AppError(ErrorCode.PROFILE_VERSION_CONFLICT)
      }
      await this.profiles.replaceNiceSelection(tx, userId, nice)
      await this.profiles.replaceRoleFits(tx, userId, await this.computeFits(nice.statementCodes))
      await recomputeCareerScores(tx, userId)
      // Talent search finds the talent by their NICE roles' names.
      await this.profiles.refreshSearchDocument(tx, userId)
    })
    return this.getProfile(userId)
  }

  /** Every work role with the talent's stored fit, best first. */
  async listFits(userId: number, t: Translate) {
    const [roles, fits] = await Promise.all([
      this.framework.listWorkRoles(languageOfTranslator(t)),
      this.profiles.listRoleFits(userId),
    ])
    const byRole = new Map(fits.map((fit) => [fit.workRoleCode, fit.percentage]))
    return roles
      .map((role) => ({
        workRoleCode: role.code,
        name: role.name,
        categoryCode: role.categoryCode,
        percentage: byRole.get(role.code) ?? 0,
      }))
      .sort((a, b) => b.percentage - a.percentage || a.workRoleCode.localeCompare(b.workRoleCode))
  }

  /** A talent's NICE categories, work roles and statements, as stored (jobs' gates and talent search read them). */
  getNiceSelection(talentId: number) {
    return this.profiles.getNiceSelection(talentId)
  }

  /** One role's fit, explained statement by statement (PRODUCT.md). */
  async explainFit(userId: number, workRoleCode: string, t: Translate) {
    const language = languageOfTranslator(t)
    const role = await this.framework.findWorkRole(language, workRoleCode)
    if (!role) throw new AppError(ErrorCode.NOT_FOUND)
    const { statementCodes } = await this.profiles.getNiceSelection(userId)
    const roleCodes = (await this.framework.getRoleStatements()).get(workRoleCode) ?? []
    const fit = computeRoleFit(statementCodes, roleCodes)
    // In the talent's language, with NIST's English beside each statement (PRODUCT.md).
    const described = new Map(
      (await this.framework.describeStatements([...fit.heldCodes, ...fit.missingCodes], language)).map((statement) => [
        statement.code,
        statement,
      ]),
    )
    return {
      workRoleCode,
      name: role.name,
      categoryCode: role.categoryCode,
      percentage: fit.percentage,
      coverage: fit.coverage,
      held: fit.heldCodes.map((code) => described.get(code)!),
      missing: fit.missingCodes.map((code) => described.get(code)!),
    }
  }

  /**
   * A talent's profile for another reader: the talent, or a company user when the talent consented to sharing, keeps
   * the profile public as a member of its cyber team, or applied to one of its jobs (the pipeline's candidates).
   * Anyone else is told it does not exist, so consent cannot be probed.
   */
  async getProfileFor(viewer: SessionUser, talentId: number) {
    const user = await this.profiles.findUser(talentId)
    const isSelf = viewer.id === talentId
    const companyMaySee =
      viewer.role === 'company' &&
      (user?.dataSharingConsent === true ||
        (viewer.companyId !== null &&
          ((await this.profiles.isPublicMember(viewer.companyId, talentId)) ||
            (await this.profiles.hasAppliedTo(viewer.companyId, talentId)))))
    if (!user || user.role !== 'talent' || user.status !== 'active' || !(isSelf || companyMaySee)) {
      throw new AppError(ErrorCode.NOT_FOUND)
    }
    const profile = await this.getProfile(talentId)
    if (isSelf) return profile
    // Contact details and personal data stay with the talent; companies see the professional profile.
    return { ...profile, secondaryEmail: null, phone: null, birthDate: null, gender: null, email: '' }
  }

  /**
   * A talent's photo for a viewer who may see it: the talent, or a company the talent shares with (see
   * companyMaySeePhoto). Anyone else is told there is no such photo, so addresses reveal nothing.
   */
  async readPhoto(viewer: SessionUser, talentId: number, name: string) {
    const key = `photos/${name}`
    const maySee =
      viewer.id === talentId ||
      (viewer.role === 'company' &&
        viewer.companyId !== null &&
        (await this.profiles.companyMaySeePhoto(viewer.companyId, talentId)))
    if (!maySee || (await this.profiles.findPhotoKey(talentId)) !== key) throw new AppError(ErrorCode.NOT_FOUND)
    const stream = await this.storage.read(key)
    if (!stream) throw new AppError(ErrorCode.NOT_FOUND)
    return stream
  }

  /**
   * GET /talent/{id}: the profile as `getProfileFor` lets the viewer see it, with the talent's stored fit per work
   * role, best first, roles with no fit left out (the same figures as the talent's overview and top talent).
   */
  async getProfileViewFor(viewer: SessionUser, talentId: number, t: Translate) {
    const profile = await this.getProfileFor(viewer, talentId)
    const roleFits = (await this.listFits(talentId, t)).filter((fit) => fit.percentage > 0)
    return { ...profile, roleFits }
  }

  async setPhoto(userId: number, bytes: Buffer) {
    if (bytes.length > PHOTO_MAX_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE)
    if (!detectImageType(bytes)) throw new AppError(ErrorCode.IMAGE_TYPE_INVALID)
    let normalized: Buffer
    try {
      normalized = await normalizePhoto(bytes)
    } catch (cause) {
      throw new AppError(ErrorCode.UPLOAD_FAILED, { cause })
    }
    const key = `photos/${randomUUID()}.jpg`
    await this.storage.put(key, normalized)
    const previous = (await this.profiles.getOrCreate(userId)).photoKey
    await this.profiles.updateProfileFields(this.db, userId, { photoKey: key })
    if (previous) await this.storage.delete(previous)
    return { photoUrl: photoUrlOf(userId, key) }
  }

  async setCv(userId: number, bytes: Buffer, fileName: string) {
    if (bytes.length > CV_MAX_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE)
    const type = detectDocumentType(bytes)
    // The name must say what the content is: a PDF called cv.exe would be saved as a program by whoever downloads it.
    if (!type || !extensionMatches(fileName, type)) throw new AppError(ErrorCode.DOCUMENT_TYPE_INVALID)
    await refuseActivePdf(bytes)
    const key = `cvs/${randomUUID()}.${type}`
    await this.storage.put(key, bytes)
    const previous = (await this.profiles.getOrCreate(userId)).cvKey
    const cleaned = fileName.replace(/[^\p{L}\p{N} ._-]/gu, '_')
    // Shortened names keep their extension, so the download still opens as what it is.
    const safeName = cleaned.length > 120 ? `${cleaned.slice(0, 115)}.${type}` : cleaned
    await this.profiles.updateProfileFields(this.db, userId, { cvKey: key, cvFileName: safeName })
    if (previous) await this.storage.delete(previous)
    return { fileName: safeName, url: CV_URL_PREFIX + key.replace('cvs/', '') }
  }

  async deleteFile(userId: number, kind: 'photo' | 'cv') {
    const profile = await this.profiles.getOrCreate(userId)
    const key = kind === 'photo' ? profile.photoKey : profile.cvKey
    await this.profiles.updateProfileFields(
      this.db,
      userId,
      kind === 'photo' ? { photoKey: null } : { cvKey: null, cvFileName: null },
    )
    if (key) await this.storage.delete(key)
  }

  /** §4: statements merge by code prefix without duplicates; each must exist and belong to a chosen role. */
  private async validateNice(selection: NonNullable<ProfileValues['nice']>) {
    const statementCodes = mergeStatementCodes([], selection.statementCodes)
    const categoryOf = await this.framework.workRoleCategories()
    const issues: FieldIssue[] = []
    selection.workRoleCodes.forEach((code, index) => {
      const categoryCode = categoryOf.get(code)
      if (!categoryCode) issues.push({ path: `nice.workRoleCodes.${index}`, code: 'unknown_code', params: { code } })
      else if (!(selection.categoryCodes as string[]).includes(categoryCode)) {
        issues.push({ path: `nice.workRoleCodes.${index}`, code: 'role_outside_categories', params: { code } })
      }
    })
    const roleStatements = await this.framework.getRoleStatements()
    const allowed = new Set(selection.workRoleCodes.flatMap((code) => roleStatements.get(code) ?? []))
    const unknown = new Set(await this.framework.findUnknownStatements(statementCodes))
    statementCodes.forEach((code) => {
      if (unknown.has(code) || !allowed.has(code)) {
        const index = selection.statementCodes.findIndex((given) => given.toUpperCase() === code)
        issues.push({ path: `nice.statementCodes.${index}`, code: 'unknown_code', params: { code } })
      }
    })
    if (issues.length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, { issues })
    return {
      categoryCodes: [...new Set(selection.categoryCodes)],
      workRoleCodes: [...new Set(selection.workRoleCodes)],
      statementCodes,
    }
  }

  private async computeFits(statementCodes: string[]) {
    const roleStatements = await this.framework.getRoleStatements()
    return [...roleStatements.entries()].map(([workRoleCode, codes]) => ({
      workRoleCode,
      percentage: computeRoleFit(statementCodes, codes).percentage,
    }))
  }
}
