import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Job, PublishRoom } from '@sentinela/shared/schemas/jobs'
import { positions } from '../../db/schema/index'
import { givePlan, inDays, jobInput } from '../../../test/factories'
import { useTestApp } from '../../../test/helper'
import { ENFORCEMENT_SETTINGS, enforcementHelpers, expectRefusal, PLANS } from './enforcement.test-helpers'

/** #16: the plan's published jobs at once and job duration. */

const ctx = useTestApp(ENFORCEMENT_SETTINGS)
const { company, call, createJob, publish } = enforcementHelpers(ctx)

describe('published jobs at once and job duration', () => {
  it('Demo: DEMO_JOB_POST_LIMIT published jobs (the demo rule of §4), refused in the reader’s language', async () => {
    const demo = await company('demo')
    for (let index = 0; index < 2; index++) {
      expect((await publish(demo.headers, (await createJob(demo.headers)).id)).status).toBe(200)
    }
    const refused = await publish(demo.headers, (await createJob(demo.headers)).id, 'es')
    expectRefusal(refused, 'job_post_limit_reached', { feature: 'jobs', plan: 'demo' })
    expect(refused.body.message).toBe(
      'Tu plan Demo permite 2 vacantes publicadas a la vez. Mejora tu plan, mantén esta vacante como borrador o ' +
        'devuelve una vacante publicada a borrador para publicar esta.',
    )
  })

  it('Starter: 10 at once; when the subscription ends the company is back on Demo, its jobs stay up', async () => {
    const starter = await company('starter')
    for (let index = 0; index < 10; index++) {
      expect((await publish(starter.headers, (await createJob(starter.headers)).id)).status).toBe(200)
    }
    const eleventh = await createJob(starter.headers)
    expectRefusal(await publish(starter.headers, eleventh.id), 'job_post_limit_reached', {
      feature: 'jobs',
      plan: 'starter',
    })
    await givePlan(ctx.app.db, starter.company.id, 'demo')
    const room = await call<{ data: PublishRoom }>(starter.headers, 'GET', '/api/positions/publish-room')
    expect(room.body.data).toEqual({ limit: 2, published: 10, planCode: 'demo', planName: 'Demo', jobDurationDays: 30 })
    expect((await publish(starter.headers, eleventh.id)).body.code).toBe('job_post_limit_reached')
  })

  it('publish-room says each plan’s limit (null: unlimited), its name and its job duration', async () => {
    const expected = {
      demo: [2, 30],
      starter: [10, 60],
      professional: [50, 90],
      enterprise: [null, 180],
    } as const
    for (const plan of PLANS) {
      const { headers } = await company(plan)
      const room = await call<{ data: PublishRoom }>(headers, 'GET', '/api/positions/publish-room')
      const [limit, days] = expected[plan]
      expect(room.body.data).toMatchObject({ limit, published: 0, planCode: plan, jobDurationDays: days })
    }
    // Enterprise has no limit: more than Professional’s would still publish (one past Demo's shows it here).
    const enterprise = await company('enterprise')
    for (let index = 0; index < 3; index++) {
      expect((await publish(enterprise.headers, (await createJob(enterprise.headers)).id)).status).toBe(200)
    }
  })

  it('caps the expiration date at publishing + the plan’s job duration, keeps an earlier one, and on edits', async () => {
    const days = { demo: 30, starter: 60, professional: 90, enterprise: 180 } as const
    for (const plan of PLANS) {
      const { headers } = await company(plan)
      const far = await createJob(headers, { expirationDate: inDays(400) })
      expect(far.expirationDate).toBe(inDays(400))
      const published = await publish(headers, far.id)
      expect(published.body.data.expirationDate, plan).toBe(inDays(days[plan]))
    }
    const { headers } = await company('starter')
    const near = await createJob(headers, { expirationDate: inDays(10) })
    expect((await publish(headers, near.id)).body.data.expirationDate).toBe(inDays(10))
    // A published job's date edited past the plan's duration is brought back to it; a draft keeps what it is given.
    const current = (await call<{ data: Job }>(headers, 'GET', `/api/positions/${near.id}`)).body.data
    const edited = await call<{ data: Job }>(headers, 'PUT', '/api/positions', {
      ...jobInput({ expirationDate: inDays(365) }),
      id: near.id,
      version: current.version,
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.expirationDate).toBe(inDays(60))
    const draft = await createJob(headers, { expirationDate: inDays(365) })
    const [row] = await ctx.app.db.select().from(positions).where(eq(positions.id, draft.id))
    expect(row!.expirationDate).toBe(inDays(365))
  })
})
