import type { Database } from '../../db/client'
import type { ChangeFeed } from '../../lib/change-feed'
import type { StemWordsCache } from '../../lib/search-query'
import type { PlansService } from '../billing/plans.service'
import type { EmailService } from '../email/email.service'
import type { FrameworkService } from '../framework/framework.service'
import { createThreadWriter } from '../messages/messages.service'
import type { NiceSelectionReader } from '../profile/profile.service'
import { JobAccess } from './job-access'
import { JobApplicationsRepository } from './job-applications.repository'
import { JobApplicationsService } from './job-applications.service'
import { JobAuthoringService } from './job-authoring.service'
import { JobCandidatesRepository } from './job-candidates.repository'
import { JobContactsService } from './job-contacts.service'
import { JobPipelineService } from './job-pipeline.service'
import { JobPublishingService } from './job-publishing.service'
import { JobReadingService } from './job-reading.service'
import { JobSearchRepository } from './job-search.repository'
import { JobSummaries } from './job-summaries'
import { JobsRepository } from './jobs.repository'

/**
 * Jobs (§3 "Job position"), one part per responsibility: reading and searching, with private jobs kept to the company
 * and its linked team; the company's stepper (authoring); Change Status under the plan (publishing); the talent's
 * saves and applications with the §5 gates; the candidate pipeline with its history; and contacts between company and
 * talent. The parts share JobAccess (who may touch a job) and JobSummaries (a job as lists show it). The module's
 * routes call the parts; other modules call `search` and `publicPosting`.
 */
export class JobsService {
  readonly reading: JobReadingService
  readonly authoring: JobAuthoringService
  readonly publishing: JobPublishingService
  readonly applications: JobApplicationsService
  readonly pipeline: JobPipelineService
  readonly contacts: JobContactsService

  constructor(
    db: Database,
    /** The searched stems already spelled out; its owner clears it when a job changes (app.ts). */
    stemWords: StemWordsCache,
    framework: FrameworkService,
    profiles: NiceSelectionReader,
    emails: EmailService,
    changes: ChangeFeed,
    plans: PlansService,
  ) {
    const jobs = new JobsRepository(db)
    const applications = new JobApplicationsRepository(db)
    const talents = new JobCandidatesRepository(db)
    const access = new JobAccess(jobs)
    const summaries = new JobSummaries(jobs, applications, framework)
    // #20: contacts, applications and status notes are also messages in the company–talent thread.
    const threads = createThreadWriter(db)
    const searches = new JobSearchRepository(db, stemWords)
    this.reading = new JobReadingService(jobs, searches, applications, talents, framework, access, summaries, changes)
    this.publishing = new JobPublishingService(db, jobs, plans, changes, access, this.reading)
    this.authoring = new JobAuthoringService(
      db,
      jobs,
      talents,
      framework,
      changes,
      access,
      this.publishing,
      this.reading,
    )
    this.applications = new JobApplicationsService(
      db,
      jobs,
      applications,
      profiles,
      framework,
      threads,
      access,
      summaries,
    )
    this.pipeline = new JobPipelineService(db, jobs, applications, talents, emails, plans, threads, summaries)
    this.contacts = new JobContactsService(db, jobs, applications, emails, plans, threads, access)
  }

  /** The job search as the caller may see it (the AI search, job alerts, the portfolio); see JobReadingService. */
  search(...args: Parameters<JobReadingService['search']>) {
    return this.reading.search(...args)
  }

  /** A public, open job for the page's schema.org JobPosting data (app.ts); see JobReadingService. */
  publicPosting(id: number) {
    return this.reading.publicPosting(id)
  }
}
