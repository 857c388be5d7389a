import type { CareerGapRequest } from '@sentinela/shared/schemas/careers'
import type { Database } from '../../db/client'
import type { Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { EmailService } from '../email/email.service'
import type { PlansService } from '../billing/plans.service'
import type { FrameworkService } from '../framework/framework.service'
import { registerCompletedTrainingsChangedHook } from '../learning/learning.service'
import { CareerAuthoringService } from './career-authoring.service'
import { CareerCatalogueService } from './career-catalogue.service'
import { CareerGapService } from './career-gap.service'
import { CareerPathAccess } from './career-path-access'
import { CareerProgressService } from './career-progress.service'
import { recomputeCareerScores } from '../../db/career-scores'
import { CareerTeamService } from './career-team.service'

/** Completing a training, or resetting a completed one, moves the talent's path percentages (PRODUCT.md "Learning"). */
registerCompletedTrainingsChangedHook(async (executor, userId) => {
  await recomputeCareerScores(executor, userId)
})

/**
 * Career paths (§3 "Career path", §4, PRODUCT.md "Learning"). Who sees a path: Sentinela's paths and public paths,
 * everyone; a talent's own path, that talent; a company's path, the company's users and its active cyber team. Who
 * edits: a talent their own paths, a company's users their company's paths, nobody Sentinela's. A path percentage is
 * stored per follower and recomputed by `recomputeCareerScores` (career-scores.ts).
 *
 * One part per responsibility, all asking the same CareerPathAccess who may see and edit a path: the catalogue
 * (browse), authoring (write paths), a talent's progress (saved paths, percentages), the company's team (recommend,
 * assign, follow scores) and "close the gap". The module's routes call the parts; other modules call `list` and `gap`.
 */
export class CareersService {
  readonly catalogue: CareerCatalogueService
  readonly authoring: CareerAuthoringService
  readonly progress: CareerProgressService
  readonly team: CareerTeamService
  readonly gaps: CareerGapService

  constructor(db: Database, emails: EmailService, framework: FrameworkService, plans: PlansService) {
    const access = new CareerPathAccess(db, framework, plans)
    this.catalogue = new CareerCatalogueService(db, access)
    this.authoring = new CareerAuthoringService(db, framework, plans, access)
    this.progress = new CareerProgressService(db, access)
    this.team = new CareerTeamService(db, emails, plans, access)
    this.gaps = new CareerGapService(db, framework, access)
  }

  /** The paths the caller may see (the AI search's careers group); see CareerCatalogueService.list. */
  list(...args: Parameters<CareerCatalogueService['list']>) {
    return this.catalogue.list(...args)
  }

  /** "Close the gap" for a talent (the career coach); see CareerGapService.gap. */
  gap(talent: SessionUser, request: CareerGapRequest, t: Translate) {
    return this.gaps.gap(talent, request, t)
  }
}
