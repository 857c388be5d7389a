import { randomInt, randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import {
  AWARD_CODE_ALPHABET,
  AWARD_COUNTRY_PATHS,
  AWARD_LINK_CODE_DAYS,
  AWARD_NOMINATIONS_PER_USER,
  awardPhaseAt,
  NominationInputSchema,
  type AwardCountry,
  type AwardEdition,
  type AwardEditionInput,
  type AwardNominee,
  type AwardNomineePage,
  type NominationReview,
  type NomineeStatus,
  type OperatorNomination,
} from '@sentinela/shared/schemas/awards'
import { toFieldIssue } from '@sentinela/shared/i18n/validation-issue'
import type { Database } from '../../db/client'
import type { AwardNomineeRow } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import type { Translate } from '../../lib/i18n'
import type { FileStorage } from '../../lib/storage'
import { hashToken } from '../../lib/tokens'
import { detectDocumentType, detectImageType, refuseActivePdf } from '../../lib/uploads'
import { talentIdOf, type SessionUser } from '../../plugins/access'
import type { AccountRecordsService } from '../accounts/account-records.service'
import type { EmailService } from '../email/email.service'
import type { AwardsRepository, EditionRow } from './awards.repository'

type Context = Pick<FastifyRequest, 'ip' | 'headers'>

/** The four contests are in Spanish-speaking countries: the nominee's e-mail is in Spanish. */
const NOMINEE_LANGUAGE = 'es' as const
const COUNTRY_NAMES: Record<AwardCountry, string> = { MX: 'México', CO: 'Colombia', CL: 'Chile', AR: 'Argentina' }
const PROOF_PREFIX = 'award-proofs/'

const iso = (value: Date | string) => new Date(value).toISOString()

/** An 8-character referral code of AWARD_CODE_ALPHABET (40 bits), shown as XXXX-XXXX. */
function newLinkCode() {
  const code = Array.from({ length: 8 }, () => AWARD_CODE_ALPHABET[randomInt(AWARD_CODE_ALPHABET.length)]).join('')
  return { code, shown: `${code.slice(0, 4)}-${code.slice(4)}` }
}

function toEdition(row: EditionRow): AwardEdition {
  const dates = {
    nominationsOpenAt: iso(row.nominations_open_at),
    nominationsCloseAt: iso(row.nominations_close_at),
    votingOpenAt: iso(row.voting_open_at),
    votingCloseAt: iso(row.voting_close_at),
  }
  return {
    id: row.id,
    country: row.country,
    year: row.year,
    ...dates,
    phase: awardPhaseAt(dates),
    nomineeCount: row.nominee_count,
    totalVotes: row.total_votes,
    myVoteNomineeId: row.my_vote,
  }
}

function toNominee(row: AwardNomineeRow): AwardNominee {
  return {
    id: row.id,
    editionId: row.editionId,
    firstName: row.firstName,
    lastName: row.lastName,
    knowledgeArea: row.knowledgeArea,
    institution: row.institution,
    coursesTaught: row.coursesTaught,
    votesQuantity: row.votesQuantity,
    linked: row.linkedUserId !== null,
  }
}

/** The edition's four dates must follow each other (also a CHECK constraint). */
function editionValues(input: AwardEditionInput) {
  const values = {
    country: input.country,
    year: input.year,
    nominationsOpenAt: new Date(input.nominationsOpenAt),
    nominationsCloseAt: new Date(input.nominationsCloseAt),
    votingOpenAt: new Date(input.votingOpenAt),
    votingCloseAt: new Date(input.votingCloseAt),
  }
  const ordered =
    values.nominationsOpenAt < values.nominationsCloseAt &&
    values.nominationsCloseAt <= values.votingOpenAt &&
    values.votingOpenAt < values.votingCloseAt
  if (!ordered) throw new AppError(ErrorCode.AWARD_DATES_INVALID)
  return values
}

/**
 * Teacher awards (PRODUCT.md "Awards"): editions whose phases follow their dates, nominations with a proof checked
 * by content and evaluated by the operator, a referral code that links a nominee to the teacher's talent account
 * once, and one vote per talent per edition.
 */
export class AwardsService {
  constructor(
    private readonly db: Database,
    private readonly repository: AwardsRepository,
    private readonly accounts: Pick<AccountRecordsService, 'findUserById'>,
    private readonly storage: FileStorage,
    private readonly emails: EmailService,
  ) {}

  async editions(country: AwardCountry, viewer: SessionUser | null): Promise<AwardEdition[]> {
    const rows = await this.repository.editionsOfCountry(country, talentIdOf(viewer))
    return rows.map(toEdition)
  }

  async nominees(editionId: number, text?: string): Promise<AwardNominee[]> {
    if (!(await this.repository.edition(editionId, 0))) throw new AppError(ErrorCode.AWARD_EDITION_NOT_FOUND)
    const rows = await this.repository.approvedNominees(editionId, text)
    return rows.map(toNominee)
  }

  /** A published nominee with their edition; pending and rejected ones are not found (§4). */
  async nomineePage(id: number, viewer: SessionUser | null): Promise<AwardNomineePage> {
    const row = await this.repository.nominee(id)
    if (!row || row.status !== 'approved') throw new AppError(ErrorCode.AWARD_NOMINEE_NOT_FOUND)
    const edition = await this.repository.edition(row.editionId, talentIdOf(viewer))
    return { nominee: toNominee(row), edition: toEdition(edition!) }
  }

  /**
   * §5: a talent or a company user nominates a teacher during the nominations phase, declaring the criteria, with a
   * proof of experience (PDF or PNG/JPEG by content). The teacher is e-mailed a referral code. The proof is stored
   * before the row that names it, and removed again when the row cannot be written.
   */
  async nominate(context: Context, user: SessionUser, fields: Record<string, string>, proof: Buffer, t: Translate) {
    const input = this.parseNomination(fields.nomination)
    const proofType = detectDocumentType(proof) === 'pdf' ? 'pdf' : detectImageType(proof)
    if (!proofType) throw new AppError(ErrorCode.AWARD_PROOF_INVALID)
    await refuseActivePdf(proof)
    const edition = await this.repository.edition(input.editionId, 0)
    if (!edition) throw new AppError(ErrorCode.AWARD_EDITION_NOT_FOUND)
    if (toEdition(edition).phase !== 'nominations') throw new AppError(ErrorCode.AWARD_NOMINATIONS_CLOSED)
    const nominator = await this.accounts.findUserById(user.id)
    if (!nominator) throw new AppError(ErrorCode.NOT_AUTHENTICATED)

    const proofKey = `${PROOF_PREFIX}${randomUUID()}.${proofType === 'jpeg' ? 'jpg' : proofType}`
    await this.storage.put(proofKey, proof)
    const { code, shown } = newLinkCode()
    try {
      const { nominee, emailId } = await this.db.transaction(async (tx) => {
        // Serializes the nominations of one edition, so the per-user cap and the one-nomination-per-teacher rule
        // hold under parallel requests.
        await this.repository.lockEdition(tx, edition.id)
        if ((await this.repository.countNominationsBy(tx, edition.id, user.id)) >= AWARD_NOMINATIONS_PER_USER) {
          throw new AppError(ErrorCode.AWARD_NOMINATION_LIMIT, { params: { limit: AWARD_NOMINATIONS_PER_USER } })
        }
        if (await this.repository.isNominated(tx, edition.id, input.email)) {
          throw new AppError(ErrorCode.AWARD_ALREADY_NOMINATED)
        }
        const expiresAt = new Date(Date.now() + AWARD_LINK_CODE_DAYS * 86_400_000)
        const nominee = await this.repository.insertNominee(tx, {
          editionId: edition.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          knowledgeArea: input.knowledgeArea,
          institution: input.institution,
          coursesTaught: input.coursesTaught,
          yearsTeaching: input.yearsTeaching,
          students: input.students,
          proofKey,
          proofType,
          nominatedBy: user.id,
          linkCodeHash: hashToken(code),
          linkCodeExpiresAt: expiresAt,
        })
        await recordAudit(tx, context, 'award_nominated', user.id, { nomineeId: nominee.id, editionId: edition.id })
        const emailId = await this.emails.enqueue(tx, {
          userId: null,
          to: input.email,
          language: NOMINEE_LANGUAGE,
          template: 'award_nomination',
          content: {
            firstName: input.firstName,
            actionUrl: this.emails.link(AWARD_COUNTRY_PATHS[edition.country], { code: shown }),
            params: {
              nominator: `${nominator.firstName} ${nominator.lastName}`.trim(),
              country: COUNTRY_NAMES[edition.country],
              year: edition.year,
              code: shown,
              expires: expiresAt.toISOString().slice(0, 10),
            },
          },
        })
        return { nominee, emailId }
      })
      await this.emails.dispatch([emailId])
      return { id: nominee.id, status: nominee.status, message: t('awards:nomination_received') }
    } catch (error) {
      await this.storage.delete(proofKey)
      throw error
    }
  }

  private parseNomination(raw: string | undefined) {
    let json: unknown
    try {
      json = JSON.parse(raw ?? '')
    } catch {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: [{ path: 'nomination', code: 'required', params: {} }],
      })
    }
    const parsed = NominationInputSchema.safeParse(json)
    if (!parsed.success) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: parsed.error.issues.map((issue) => toFieldIssue(issue)),
      })
    }
    return parsed.data
  }

  /** The teacher, signed in as talent, links the nominee profile with the e-mailed code: once, before it expires. */
  async confirmLink(context: Context, talentId: number, code: string) {
    const row = await this.repository.linkByCode(hashToken(code), talentId)
    if (!row) throw new AppError(ErrorCode.AWARD_CODE_INVALID)
    await recordAudit(this.db, context, 'award_profile_linked', talentId, { nomineeId: row.id })
    const edition = await this.repository.edition(row.editionId, 0)
    return { nominee: toNominee(row), country: edition!.country }
  }

  /** §4/§5: signed-in talent vote for a published nominee while voting is open, once per edition. */
  async vote(context: Context, talentId: number, nomineeId: number): Promise<AwardNomineePage> {
    const row = await this.repository.nominee(nomineeId)
    if (!row || row.status !== 'approved') throw new AppError(ErrorCode.AWARD_NOMINEE_NOT_FOUND)
    const page = await this.db.transaction(async (tx) => {
      const edition = await this.repository.edition(row.editionId, talentId, tx)
      if (toEdition(edition!).phase !== 'voting') throw new AppError(ErrorCode.AWARD_VOTING_CLOSED)
      if (!(await this.repository.vote(tx, row.editionId, nomineeId, talentId))) {
        throw new AppError(ErrorCode.AWARD_ALREADY_VOTED)
      }
      await recordAudit(tx, context, 'award_voted', talentId, { nomineeId, editionId: row.editionId })
      const counted = await this.repository.nominee(nomineeId, tx)
      const withVote = await this.repository.edition(row.editionId, talentId, tx)
      return { nominee: toNominee(counted!), edition: toEdition(withVote!) }
    })
    return page
  }

  // ——— Operator ———

  async operatorEditions(): Promise<AwardEdition[]> {
    return (await this.repository.allEditions()).map((row) => toEdition(row))
  }

  async createEdition(context: Context, operator: SessionUser, input: AwardEditionInput) {
    const values = editionValues(input)
    return this.db.transaction(async (tx) => {
      const id = await this.repository.createEdition(tx, { ...values, createdBy: operator.id })
      if (!id) throw new AppError(ErrorCode.AWARD_EDITION_EXISTS)
      await recordAudit(tx, context, 'award_edition_created', operator.id, { editionId: id })
      return toEdition((await this.repository.edition(id, 0, tx))!)
    })
  }

  async updateEdition(context: Context, operator: SessionUser, id: number, input: AwardEditionInput) {
    const values = editionValues(input)
    return this.db.transaction(async (tx) => {
      if (!(await this.repository.edition(id, 0, tx))) throw new AppError(ErrorCode.AWARD_EDITION_NOT_FOUND)
      if (!(await this.repository.updateEdition(tx, id, values))) throw new AppError(ErrorCode.AWARD_EDITION_EXISTS)
      await recordAudit(tx, context, 'award_edition_updated', operator.id, { editionId: id })
      return toEdition((await this.repository.edition(id, 0, tx))!)
    })
  }

  async nominations(filter: { status?: NomineeStatus; id?: number } = {}): Promise<OperatorNomination[]> {
    const rows = await this.repository.nominations(filter)
    return rows.map(({ nominee, country, year, nominatorFirstName, nominatorLastName, nominatorCompany }) => ({
      ...toNominee(nominee),
      country,
      year,
      email: nominee.email,
      yearsTeaching: nominee.yearsTeaching,
      students: nominee.students,
      status: nominee.status,
      rejectionReason: nominee.rejectionReason,
      proofType: nominee.proofType,
      nominatedBy: [[nominatorFirstName, nominatorLastName].filter(Boolean).join(' '), nominatorCompany]
        .filter(Boolean)
        .join(' · '),
      createdAt: iso(nominee.createdAt),
      reviewedAt: nominee.reviewedAt ? iso(nominee.reviewedAt) : null,
    }))
  }

  /** The proof file of a nomination, for the operator. */
  async proof(id: number) {
    const row = await this.repository.nominee(id)
    const stream = row?.proofKey ? await this.storage.read(row.proofKey) : undefined
    if (!row || !stream) throw new AppError(ErrorCode.AWARD_NOMINEE_NOT_FOUND)
    const contentType = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' }[row.proofType]
    return { stream, contentType, fileName: `proof-${row.id}.${row.proofType === 'jpeg' ? 'jpg' : row.proofType}` }
  }

  async review(context: Context, operator: SessionUser, id: number, review: NominationReview) {
    const decision =
      review.decision === 'approve'
        ? { status: 'approved' as const, reason: null }
        : { status: 'rejected' as const, reason: review.reason }
    await this.db.transaction(async (tx) => {
      if (!(await this.repository.nominee(id, tx))) throw new AppError(ErrorCode.AWARD_NOMINEE_NOT_FOUND)
      if (!(await this.repository.review(tx, id, operator.id, decision))) {
        throw new AppError(ErrorCode.AWARD_ALREADY_REVIEWED)
      }
      await recordAudit(tx, context, 'award_nomination_reviewed', operator.id, { nomineeId: id, ...decision })
    })
    const [nomination] = await this.nominations({ id })
    return nomination!
  }
}
