import type { Executor } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { SessionUser } from '../../plugins/access'
import type { JobsRepository, PositionRow, Visibility } from './jobs.repository'
import { asOpen, companyOf, isOpen, type PositionGate } from './job-rules'

/**
 * Who may touch a job: its company may change it (another company's job does not exist for them), and a talent may
 * know a published job that is public or their team's.
 */
export class JobAccess {
  constructor(private readonly jobs: JobsRepository) {}

  /** The caller's company's job, locked for the transaction; another company's job does not exist for them. */
  async ownedForUpdate(tx: Executor, user: SessionUser, id: number) {
    const row = await this.jobs.lockPosition(tx, id)
    if (!row || row.companyId !== companyOf(user)) throw new AppError(ErrorCode.NOT_FOUND)
    return row
  }

  isVisible(position: PositionRow, visibility: Visibility) {
    return isOpen(position) && (position.privacy === 'public' || visibility.companyIds.includes(position.companyId))
  }

  async visiblePosition(viewer: SessionUser, positionId: number) {
    const found = await this.jobs.findPosition(positionId)
    return this.asVisible(viewer, found?.position)
  }

  /** The job as a talent may know it: published, and public or their team's; else not found. */
  async asVisible<Position extends PositionGate>(viewer: SessionUser, position: Position | undefined) {
    if (!position) throw new AppError(ErrorCode.NOT_FOUND)
    const mayKnow =
      position.privacy === 'public' || (await this.jobs.visibilityFor(viewer)).companyIds.includes(position.companyId)
    if (!mayKnow || position.status !== 'published') throw new AppError(ErrorCode.NOT_FOUND)
    return position
  }

  async visibleOpenPosition(viewer: SessionUser, positionId: number) {
    return asOpen(await this.visiblePosition(viewer, positionId))
  }
}
