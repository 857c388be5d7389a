import type { Language } from '@sentinela/shared/i18n/languages'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { translatorFor } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import type { EmailService } from '../email/email.service'
import type { ThreadWriter } from '../messages/messages.service'
import type { JobAccess } from './job-access'
import type { JobApplicationsRepository } from './job-applications.repository'
import { companyOf } from './job-rules'
import type { JobsRepository } from './jobs.repository'

/**
 * Writing across a job: a company to a talent (within the plan's contacts, #16) and a talent to the company behind a
 * job. Each message is e-mailed with replies going to the sender, and is also a message in the company–talent
 * thread (#20).
 */
export class JobContactsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobsRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly emails: EmailService,
    private readonly plans: PlansService,
    private readonly threads: ThreadWriter,
    private readonly access: JobAccess,
  ) {}

  /**
   * POST /companies/contact/talent: e-mailed to the talent in their language, replies going to the sender. About a
   * job, the talent enters its pipeline as "contacted by company" (status 0) unless already in it.
   */
  async contactTalent(user: SessionUser, input: { talentId: number; positionId?: number | null; message: string }) {
    const companyId = companyOf(user)
    const talent = await this.jobs.findUser(input.talentId)
    if (!talent || talent.role !== 'talent' || talent.status !== 'active') throw new AppError(ErrorCode.NOT_FOUND)
    const visible = talent.dataSharingConsent || talent.topTalentOptIn
    const applied = !talent.dataSharingConsent && (await this.applications.hasAppliedToCompany(talent.id, companyId))
    if (!visible && !applied) throw new AppError(ErrorCode.TALENT_NOT_CONTACTABLE)
    // Known only from top talent (not sharing, not a candidate): the plan must include top talent (#16).
    if (!talent.dataSharingConsent && !applied) await this.plans.assertFeature(companyId, 'topTalent')
    let jobTitle: string | null = null
    if (input.positionId) {
      const found = await this.jobs.findPosition(input.positionId)
      if (!found || found.position.companyId !== companyId) throw new AppError(ErrorCode.NOT_FOUND)
      jobTitle = found.position.jobTitle
    }
    const [sender, company] = await Promise.all([this.jobs.findUser(user.id), this.jobs.findCompany(companyId)])
    const language = talent.language as Language
    const tt = translatorFor(language)
    const emailIds: number[] = []
    // #20: a company the talent blocked cannot contact them; nothing is counted.
    await this.threads.assertCompanyMayWrite(this.db, companyId, talent.id)
    await this.db.transaction(async (tx) => {
      // The job, when there is one, is held so that its deletion cannot cross the message that names it.
      if (input.positionId && !(await this.applications.holdPosition(tx, input.positionId))) {
        throw new AppError(ErrorCode.NOT_FOUND)
      }
      // #16 contacts per month: counted here, refused past the plan's allowance (two at once cannot both pass).
      await this.plans.takeContact(tx, companyId, talent.id, user.id)
      await this.threads.record(tx, {
        companyId,
        talentId: talent.id,
        senderId: user.id,
        senderName: `${sender!.firstName} ${sender!.lastName}`,
        kind: 'contact',
        positionId: input.positionId ?? null,
        body: input.message,
      })
      if (input.positionId && !(await this.applications.findApplication(input.positionId, talent.id, tx))) {
        const now = new Date()
        const row = await this.applications.insertApplication(tx, {
          positionId: input.positionId,
          talentId: talent.id,
          contactedAt: now,
          communicationStatus: 0,
          statusChangedAt: now,
        })
        if (row) {
          await this.applications.addStatusEvent(tx, {
            applicationId: row.id,
            fromStatus: null,
            toStatus: 0,
            changedBy: user.id,
            changedByName: `${sender!.firstName} ${sender!.lastName}`,
          })
        }
      }
      emailIds.push(
        await this.emails.enqueue(tx, {
          userId: talent.id,
          to: talent.email,
          language,
          template: 'company_contacted_talent',
          replyTo: sender!.email,
          content: {
            firstName: talent.firstName,
            quote: input.message,
            ...(input.positionId ? { actionUrl: this.emails.link(`/jobs/${input.positionId}`) } : {}),
            params: {
              senderName: `${sender!.firstName} ${sender!.lastName}`,
              companyName: company?.name ?? '',
              about: jobTitle ? tt('emails:company_contacted_talent.about', { jobTitle }) : '',
            },
          },
        }),
      )
    })
    await this.emails.dispatch(emailIds)
  }

  /** POST /positions/{id}/contact: a talent writes to the job's author, or the main admin when they are gone. */
  async contactCompany(talent: SessionUser, positionId: number, message: string) {
    const position = await this.access.visiblePosition(talent, positionId)
    const author = position.createdBy ? await this.jobs.findUser(position.createdBy) : undefined
    const recipient =
      author && author.status === 'active' && author.companyId === position.companyId
        ? author
        : await this.jobs.findMainAdmin(position.companyId)
    if (!recipient) throw new AppError(ErrorCode.NOT_FOUND)
    const [sender, company] = await Promise.all([
      this.jobs.findUser(talent.id),
      this.jobs.findCompany(position.companyId),
    ])
    await this.threads.assertTalentMayWrite(this.db, position.companyId, talent.id)
    const emailIds: number[] = []
    await this.db.transaction(async (tx) => {
      if (!(await this.applications.holdPosition(tx, positionId))) throw new AppError(ErrorCode.NOT_FOUND)
      // #20: the message also opens (or joins) the conversation with the company.
      await this.threads.record(tx, {
        companyId: position.companyId,
        talentId: talent.id,
        senderId: talent.id,
        senderName: `${sender!.firstName} ${sender!.lastName}`,
        kind: 'contact',
        positionId,
        body: message,
      })
      emailIds.push(
        await this.emails.enqueue(tx, {
          userId: recipient.id,
          to: recipient.email,
          language: recipient.language as Language,
          template: 'talent_contacted_company',
          replyTo: sender!.email,
          content: {
            firstName: recipient.firstName,
            quote: message,
            actionUrl: this.emails.link(`/jobs/${positionId}`),
            params: {
              talentName: `${sender!.firstName} ${sender!.lastName}`,
              companyName: company?.name ?? '',
              jobTitle: position.jobTitle,
            },
          },
        }),
      )
    })
    await this.emails.dispatch(emailIds)
  }
}
