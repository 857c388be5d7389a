import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import type { Profile, ProfileInput, RoleFitSummary } from '@sentinela/shared/schemas/profile'
import { readStatementTranslations } from '../../db/reference/nice-statement-translations'
import { applications, talentRoleFits, users } from '../../db/schema/index'
import { bearer, createCompany, createSessionToken, createTalent, jobInput } from '../../../test/factories'
import { multipart, request, useTestApp, type TestContext } from '../../../test/helper'
import { buildApp } from '../../app'

const ctx = useTestApp()
const translations = readStatementTranslations()

async function signedInTalent(overrides: Parameters<typeof createTalent>[1] = {}) {
  const user = await createTalent(ctx.app.db, overrides)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

async function readProfile(headers: Record<string, string>) {
  const { body } = await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers })
  return body.data.profile
}

/** The input a form would send for a profile as read: the whole profile, edited. */
function toInput(profile: Profile, changes: Partial<ProfileInput> = {}): ProfileInput {
  const { userId: _u, email: _e, photoUrl: _p, cv: _c, nice: _n, ...rest } = profile
  // The response types codes as plain numbers; the schema re-checks them on the way in.
  return { ...rest, ...changes } as ProfileInput
}

const putProfile = (headers: Record<string, string>, payload: ProfileInput, language = 'en') =>
  request<{ data: Profile; code: string; message: string; errors: { path: string; code: string; message: string }[] }>(
    ctx,
    { method: 'PUT', url: '/api/profile', headers: { ...headers, 'accept-language': language }, payload },
  )

const experience = {
  id: 0,
  jobTitle: 'SOC Analyst',
  company: 'Andes Secure',
  startDate: '2022-03-01',
  endDate: null,
  currentlyWorksHere: true,
  employmentType: 0,
  industry: 'computer_network_security',
  description: 'Triage of alerts and incident response.',
  aboutCompany: null,
} as const

describe('GET /api/profile', () => {
  it('starts an empty profile at version 0 with the account', async () => {
    const { user, headers } = await signedInTalent()
    const { status, body } = await request<{ data: { account: { email: string }; profile: Profile } }>(ctx, {
      method: 'GET',
      url: '/api/profile',
      headers,
    })
    expect(status).toBe(200)
    expect(body.data.account.email).toBe(user.email)
    expect(body.data.profile).toMatchObject({
      version: 0,
      experiences: [],
      nice: { statementCodes: [] },
      photoUrl: null,
    })
  })
})

describe('GET /api/profile, lists remembered by version (decision 019)', () => {
  /** The statements sent while `action` runs that read the talent's profile (the session lookup aside). */
  async function profileReadsDuring(action: () => Promise<unknown>) {
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
    const spy = vi.spyOn(client, 'query')
    try {
      await action()
      return spy.mock.calls
        .map(([statement]) =>
          typeof statement === 'string' ? statement : String((statement as { text?: string }).text),
        )
        .filter((statement) => statement.includes('talent_profiles'))
    } finally {
      spy.mockRestore()
    }
  }

  const readOn = async (context: TestContext, headers: Record<string, string>) => {
    const { status, body } = await request<{ data: { account: { language: string }; profile: Profile } }>(context, {
      method: 'GET',
      url: '/api/profile',
      headers,
    })
    expect(status).toBe(200)
    return body.data
  }

  it('reads one statement once the lists are remembered, and the very next request sees each kind of change', async () => {
    const { headers } = await signedInTalent()
    await putProfile(headers, toInput(await readProfile(headers), { experiences: [experience] }))
    await readProfile(headers)
    const reads = await profileReadsDuring(() => readProfile(headers))
    // The user with the profile row; the lists came from memory, at the version just read.
    expect(reads).toHaveLength(1)
    expect(reads[0]).not.toContain('json_agg')

    // A list edited and an item added.
    const before = await readProfile(headers)
    const edited = await putProfile(
      headers,
      toInput(before, {
        experiences: [
          { ...experience, id: before.experiences[0]!.id, jobTitle: 'Threat Hunter' },
          { ...experience, company: 'Kestrel' },
        ],
      }),
    )
    expect(edited.status).toBe(200)
    expect((await readProfile(headers)).experiences).toMatchObject([
      { jobTitle: 'Threat Hunter', company: 'Andes Secure' },
      { jobTitle: 'SOC Analyst', company: 'Kestrel' },
    ])

    // The roles wizard's section alone.
    const section = { categoryCodes: ['OG'], workRoleCodes: ['OG-WRL-001'], statementCodes: ['K0018'] }
    const nice = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version: edited.body.data.version, ...section },
    })
    expect(nice.status).toBe(200)
    expect((await readProfile(headers)).nice).toEqual(section)

    // The account (read afresh every time) and a new photo (the profile row, also read every time).
    const language = await request(ctx, {
      method: 'PUT',
      url: '/api/users/language',
      headers,
      payload: { language: 'es' },
    })
    expect(language.status).toBe(200)
    expect((await readOn(ctx, headers)).account.language).toBe('es')
    const upload = multipart(
      'me.png',
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
      'image/png',
    )
    const photo = await request<{ data: { photoUrl: string } }>(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfile',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    })
    expect(photo.status).toBe(200)
    expect((await readProfile(headers)).photoUrl).toBe(photo.body.data.photoUrl)
  })

  it('a second server instance on the same database sees a save made on the first at its next request', async () => {
    const second = { app: await buildApp({ config: ctx.app.config, database: ctx.database }) } as TestContext
    try {
      await second.app.ready()
      const { headers } = await signedInTalent()
      const saved = await putProfile(headers, toInput(await readProfile(headers), { experiences: [experience] }))
      expect(saved.status).toBe(200)
      // Both instances remember the lists at version 1.
      expect((await readOn(second, headers)).profile.experiences).toMatchObject([{ company: 'Andes Secure' }])
      expect((await readProfile(headers)).experiences).toMatchObject([{ company: 'Andes Secure' }])

      const changed = await putProfile(headers, toInput(saved.body.data, { experiences: [] }))
      expect(changed.status).toBe(200)
      expect((await readOn(second, headers)).profile).toMatchObject({ version: 2, experiences: [] })
    } finally {
      await second.app.close()
    }
  })
})

describe('PUT /api/profile', () => {
  it('accepts the profile back exactly as GET answers it before the roles wizard ran (empty NICE section)', async () => {
    const { headers } = await signedInTalent()
    const profile = await readProfile(headers)
    const { status } = await putProfile(headers, { ...toInput(profile), nice: profile.nice } as ProfileInput)
    expect(status).toBe(200)
    expect((await readProfile(headers)).nice.statementCodes).toEqual([])
  })

  it('saves every field and list, and a reload shows them', async () => {
    const { headers } = await signedInTalent()
    const profile = await readProfile(headers)
    const { status, body } = await putProfile(
      headers,
      toInput(profile, {
        firstName: 'Ana',
        middleName: 'María',
        lastName: 'Pérez',
        secondaryEmail: 'ana.backup@example.com',
        gender: 0,
        nationality: 'CO',
        country: 'CO',
        region: 'CO-ANT',
        city: 'Medellín',
        birthDate: '1994-05-12',
        phone: '+57 300 123 4567',
        website: 'https://ana.example.com',
        currentJobTitle: 'SOC Analyst',
        desiredEmploymentType: 3,
        highestEducationLevel: 5,
        schoolName: 'Universidad de Antioquia',
        latestDegree: 'Systems Engineering',
        openToTravel: 3,
        seekingOpportunities: true,
        personalityType: 'ISTJ',
        clearance: { hasClearance: true, level: 1, lastGranted: '2024-01-10', renewal: 2, polygraphPerformed: true },
        isBeginner: false,
        experiences: [experience],
        educations: [
          {
            id: 0,
            school: 'UdeA',
            degree: 'BSc',
            fieldOfStudy: 'Systems',
            graduated: true,
            graduationDate: '2016-12-01',
            groupsAndActivities: null,
          },
        ],
        certifications: [
          {
            id: 0,
            name: 'CompTIA Security+',
            issuingEntity: 'CompTIA',
            dateIssued: '2021-06-01',
            expires: true,
            dateExpired: '2027-06-01',
          },
        ],
        courses: [{ id: 0, name: 'Incident Handling', number: 'IH-101', associatedWith: 'SANS' }],
        languages: [
          { id: 0, language: 'es', level: 'native_or_bilingual' },
          { id: 0, language: 'en', level: 'proficient' },
        ],
        references: [{ id: 0, name: 'Carlos Ruiz', email: 'carlos@example.com', referralCode: null }],
      }),
    )
    expect(status).toBe(200)
    expect(body.data.version).toBe(1)
    const reloaded = await readProfile(headers)
    expect(reloaded).toMatchObject({
      firstName: 'Ana',
      phone: '+573001234567',
      region: 'CO-ANT',
      personalityType: 'ISTJ',
      clearance: { hasClearance: true, level: 1, renewal: 2, polygraphPerformed: true },
      experiences: [{ jobTitle: 'SOC Analyst', currentlyWorksHere: true, endDate: null }],
      certifications: [{ name: 'CompTIA Security+', dateExpired: '2027-06-01' }],
      languages: [{ language: 'es' }, { language: 'en' }],
    })
    expect(reloaded.experiences[0]!.id).toBeGreaterThan(0)
  })

  it('updates items with an id, adds items without, and removes the ones left out (§4)', async () => {
    const { headers } = await signedInTalent()
    let profile = await readProfile(headers)
    await putProfile(
      headers,
      toInput(profile, {
        courses: [
          { id: 0, name: 'A' },
          { id: 0, name: 'B' },
        ],
      }),
    )
    profile = await readProfile(headers)
    const [first, second] = profile.courses
    await putProfile(
      headers,
      toInput(profile, {
        courses: [
          { id: first!.id, name: 'A renamed' },
          { id: 0, name: 'C' },
        ],
      }),
    )
    const after = await readProfile(headers)
    expect(after.courses.map((course) => course.name)).toEqual(['A renamed', 'C'])
    expect(after.courses[0]!.id).toBe(first!.id)
    expect(after.courses.map((course) => course.id)).not.toContain(second!.id)
  })

  it('refuses a save based on a stale version and overwrites nothing', async () => {
    const { headers } = await signedInTalent()
    const profile = await readProfile(headers)
    expect((await putProfile(headers, toInput(profile, { city: 'Lima' }))).status).toBe(200)
    const stale = await putProfile(headers, toInput(profile, { city: 'Quito' }), 'es')
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('profile_version_conflict')
    expect(stale.body.message).toMatch(/^Tu perfil cambió en otro lugar/)
    expect((await readProfile(headers)).city).toBe('Lima')
  })

  it('names the missing fields of list items in the chosen language (§5)', async () => {
    const { headers } = await signedInTalent()
    const profile = await readProfile(headers)
    const { status, body } = await putProfile(
      headers,
      toInput(profile, {
        certifications: [{ id: 0, name: '', dateIssued: '' } as never],
        educations: [{ id: 0, school: 'X', degree: '' } as never],
        experiences: [{ ...experience, currentlyWorksHere: false, endDate: null }],
        languages: [{ id: 0 } as never],
      }),
      'es',
    )
    expect(status).toBe(400)
    expect(body.errors.map((error) => [error.path, error.code])).toEqual(
      expect.arrayContaining([
        ['certifications.0.name', 'required'],
        ['certifications.0.dateIssued', 'invalid_date'],
        ['educations.0.degree', 'required'],
        ['experiences.0.endDate', 'required'],
        ['languages.0.language', 'required'],
        ['languages.0.level', 'required'],
      ]),
    )
    expect(body.errors.find((error) => error.path === 'educations.0.degree')!.message).toBe(
      'Este campo es obligatorio.',
    )
    expect((await readProfile(headers)).version).toBe(0)
  })

  it("refuses another talent's item ids and changes nothing", async () => {
    const owner = await signedInTalent()
    const ownerProfile = await readProfile(owner.headers)
    await putProfile(owner.headers, toInput(ownerProfile, { courses: [{ id: 0, name: 'Mine' }] }))
    const courseId = (await readProfile(owner.headers)).courses[0]!.id

    const intruder = await signedInTalent()
    const intruderProfile = await readProfile(intruder.headers)
    const { status, body } = await putProfile(
      intruder.headers,
      toInput(intruderProfile, { courses: [{ id: courseId, name: 'Stolen' }] }),
    )
    expect(status).toBe(400)
    expect(body.errors[0]).toMatchObject({ path: 'courses.0.id', code: 'unknown_code' })
    expect((await readProfile(owner.headers)).courses[0]!.name).toBe('Mine')
    expect((await readProfile(intruder.headers)).version).toBe(0)
  })
})

describe('the NICE section and fit per work role', () => {
  async function roleStatements(roleCode: string, path: 'tasks' | 'knowledge' | 'skill', limit = 200) {
    const { body } = await request<{ data: { code: string }[] }>(ctx, {
      method: 'POST',
      url: `/api/workforceframework/categories/${path}`,
      payload: { workRoleCodes: [roleCode], limit },
    })
    return body.data.map((item) => item.code)
  }

  it('stores a fit for every work role that matches the shared formula, after every change', async () => {
    const { user, headers } = await signedInTalent()
    const tasks = await roleStatements('PD-WRL-001', 'tasks')
    const knowledge = await roleStatements('PD-WRL-001', 'knowledge')
    const roleMap = await ctx.app.services.framework.getRoleStatements()

    for (const held of [[...tasks.slice(0, 5), ...knowledge.slice(0, 10)], [...tasks, ...knowledge], [tasks[0]!]]) {
      const profile = await readProfile(headers)
      const saved = await putProfile(
        headers,
        toInput(profile, { nice: { categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-001'], statementCodes: held } }),
      )
      expect(saved.status).toBe(200)
      const stored = await ctx.app.db.select().from(talentRoleFits).where(eq(talentRoleFits.userId, user.id))
      expect(stored).toHaveLength(41)
      for (const fit of stored) {
        expect(fit.percentage, fit.workRoleCode).toBe(computeRoleFit(held, roleMap.get(fit.workRoleCode)!).percentage)
      }
    }
  })

  it('explains a role statement by statement and ranks roles best first', async () => {
    const { headers } = await signedInTalent()
    const tasks = await roleStatements('IN-WRL-001', 'tasks')
    const profile = await readProfile(headers)
    // §4: merged without duplicates.
    const saved = await putProfile(
      headers,
      toInput(profile, {
        nice: {
          categoryCodes: ['IN'],
          workRoleCodes: ['IN-WRL-001'],
          statementCodes: [...tasks, ...tasks.slice(0, 3)],
        },
      }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data.nice.statementCodes).toEqual([...tasks].sort())
    const fits = await request<{ data: { workRoleCode: string; percentage: number }[] }>(ctx, {
      method: 'GET',
      url: '/api/profile/fit',
      headers,
    })
    expect(fits.body.data).toHaveLength(41)
    // Every task of the role, nothing else: 40% (another role whose tasks all fall in the set may tie).
    expect(fits.body.data[0]!.percentage).toBe(40)
    expect(fits.body.data.find((fit) => fit.workRoleCode === 'IN-WRL-001')!.percentage).toBe(40)
    const percentages = fits.body.data.map((fit) => fit.percentage)
    expect([...percentages].sort((a, b) => b - a)).toEqual(percentages)

    const detail = await request<{
      data: {
        percentage: number
        held: { code: string }[]
        missing: { code: string; description: string; originalDescription: string }[]
      }
    }>(ctx, { method: 'GET', url: '/api/profile/fit/IN-WRL-001', headers })
    expect(detail.body.data.percentage).toBe(40)
    expect(detail.body.data.held.map((item) => item.code).sort()).toEqual([...tasks].sort())
    expect(detail.body.data.missing.every((item) => !item.code.startsWith('T') && item.description.length > 0)).toBe(
      true,
    )
    expect(detail.body.data.missing.every((item) => item.originalDescription === item.description)).toBe(true)

    // In Spanish and Portuguese: the project's texts, NIST's English one field away.
    for (const language of ['es', 'pt'] as const) {
      const translated = await request<{
        data: { held: { code: string; description: string; originalDescription: string }[] }
      }>(ctx, {
        method: 'GET',
        url: '/api/profile/fit/IN-WRL-001',
        headers: { ...headers, 'accept-language': language },
      })
      const englishHeld = new Map(
        (await ctx.app.services.framework.describeStatements(tasks, 'en')).map((item) => [item.code, item.description]),
      )
      expect(translated.body.data.held).toHaveLength(tasks.length)
      for (const item of translated.body.data.held) {
        expect(item.description, item.code).toBe(translations[language].get(item.code))
        expect(item.originalDescription, item.code).toBe(englishHeld.get(item.code))
      }
    }
  })

  it('applies the limits: 1–3 categories, 1–5 roles, roles of the chosen categories, statements of the chosen roles', async () => {
    const { headers } = await signedInTalent()
    const profile = await readProfile(headers)
    const tooMany = await putProfile(
      headers,
      toInput(profile, {
        nice: {
          categoryCodes: ['OG', 'DD', 'IO', 'PD'],
          workRoleCodes: ['OG-WRL-001', 'OG-WRL-002', 'OG-WRL-003', 'OG-WRL-004', 'OG-WRL-005', 'OG-WRL-006'],
          statementCodes: [],
        },
      }),
    )
    expect(tooMany.body.errors.map((error) => [error.path, error.code])).toEqual([
      ['nice.categoryCodes', 'too_many'],
      ['nice.workRoleCodes', 'too_many'],
      ['nice.statementCodes', 'too_few'],
    ])
    const outside = await putProfile(
      headers,
      toInput(profile, { nice: { categoryCodes: ['OG'], workRoleCodes: ['PD-WRL-001'], statementCodes: ['T0001'] } }),
    )
    expect(outside.body.errors.map((error) => error.code)).toEqual(
      expect.arrayContaining(['role_outside_categories', 'unknown_code']),
    )
    expect((await readProfile(headers)).version).toBe(0)
  })
})

describe('PUT /api/profile/nice', () => {
  it('saves the wizard section alone, with the version check and the limits', async () => {
    const { headers } = await signedInTalent()
    const profile = await readProfile(headers)
    const section = { categoryCodes: ['OG'], workRoleCodes: ['OG-WRL-001'], statementCodes: ['K0018'] }
    const saved = await request<{ data: Profile }>(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version: profile.version, ...section },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ version: 1, nice: section })
    const stale = await request<{ code: string }>(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version: 0, ...section },
    })
    expect(stale.body.code).toBe('profile_version_conflict')
    const empty = await request<{ errors: { path: string; code: string }[] }>(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version: 1, categoryCodes: [], workRoleCodes: [], statementCodes: [] },
    })
    expect(empty.body.errors.map((error) => error.code)).toEqual(['too_few', 'too_few', 'too_few'])
  })
})

describe('GET /api/talent/{id}', () => {
  it('shows companies the profile only with consent, without contact details', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const { user, headers } = await signedInTalent({ dataSharingConsent: false })
    expect((await request(ctx, { method: 'GET', url: `/api/talent/${user.id}`, headers: company })).status).toBe(404)
    expect((await request(ctx, { method: 'GET', url: `/api/talent/${user.id}`, headers })).status).toBe(200)

    await ctx.app.db.update(users).set({ dataSharingConsent: true }).where(eq(users.id, user.id))
    const shared = await request<{ data: Profile }>(ctx, {
      method: 'GET',
      url: `/api/talent/${user.id}`,
      headers: company,
    })
    expect(shared.status).toBe(200)
    expect(shared.body.data).toMatchObject({ firstName: user.firstName, phone: null, email: '', secondaryEmail: null })

    const otherTalent = await signedInTalent()
    expect(
      (await request(ctx, { method: 'GET', url: `/api/talent/${user.id}`, headers: otherTalent.headers })).status,
    ).toBe(404)
  })
})

describe('GET /api/talent/{id}, an applicant in the pipeline', () => {
  it('shows the company applied to the profile and fit of an applicant who does not share it; no one else', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const { admin: otherAdmin } = await createCompany(ctx.app.db)
    const otherCompany = bearer(await createSessionToken(ctx.app.db, otherAdmin.id))
    const { user, headers } = await signedInTalent({ dataSharingConsent: false })
    const { version } = await readProfile(headers)
    const saved = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version, categoryCodes: ['OG'], workRoleCodes: ['OG-WRL-001'], statementCodes: ['T1015', 'K0018'] },
    })
    expect(saved.status).toBe(200)
    const created = await request<{ data: { id: number } }>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers: company,
      payload: jobInput({ roles: [{ workRoleCode: 'OG-WRL-001', minimumPercentage: 0 }] }),
    })
    expect(created.status).toBe(201)
    const positionId = created.body.data.id
    const view = (viewer: Record<string, string>) =>
      request<{ data: Profile & { roleFits: RoleFitSummary[] } }>(ctx, {
        method: 'GET',
        url: `/api/talent/${user.id}?lang=pt`,
        headers: viewer,
      })

    // Contacted by the company, not applied: still private.
    await ctx.app.db
      .insert(applications)
      .values({ positionId, talentId: user.id, communicationStatus: 0, contactedAt: new Date() })
    expect((await view(company)).status).toBe(404)

    await ctx.app.db
      .update(applications)
      .set({ appliedAt: new Date(), communicationStatus: 1 })
      .where(eq(applications.talentId, user.id))
    const read = await view(company)
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ firstName: user.firstName, phone: null, email: '', secondaryEmail: null })
    expect(read.body.data.roleFits[0]).toMatchObject({
      workRoleCode: 'OG-WRL-001',
      name: 'Gestão da segurança das comunicações (COMSEC)',
    })
    expect(read.body.data.roleFits[0]!.percentage).toBeGreaterThan(0)

    expect((await view(otherCompany)).status).toBe(404)
    expect((await view((await signedInTalent()).headers)).status).toBe(404)
  })
})

describe('GET /api/talent/{id}, work roles', () => {
  it("gives a company the talent's stored fit per work role, best first, named in the reader's language", async () => {
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const { user, headers } = await signedInTalent({ dataSharingConsent: true })
    const { version } = await readProfile(headers)
    // Two statements of Communications Security (COMSEC) Management, one of which other roles share.
    const saved = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version, categoryCodes: ['OG'], workRoleCodes: ['OG-WRL-001'], statementCodes: ['T1015', 'K0018'] },
    })
    expect(saved.status).toBe(200)
    const own = await request<{ data: RoleFitSummary[] }>(ctx, { method: 'GET', url: '/api/profile/fit', headers })
    const expected = own.body.data.filter((fit) => fit.percentage > 0)
    expect(expected[0]).toMatchObject({ workRoleCode: 'OG-WRL-001' })

    const read = await request<{ data: Profile & { roleFits: RoleFitSummary[] } }>(ctx, {
      method: 'GET',
      url: `/api/talent/${user.id}?lang=es`,
      headers: company,
    })
    expect(read.status).toBe(200)
    expect(read.body.data.roleFits.map(({ workRoleCode, percentage }) => ({ workRoleCode, percentage }))).toEqual(
      expected.map(({ workRoleCode, percentage }) => ({ workRoleCode, percentage })),
    )
    const percentages = read.body.data.roleFits.map((fit) => fit.percentage)
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a))
    expect(read.body.data.roleFits[0]!.name).toBe('Gestión de la seguridad de las comunicaciones (COMSEC)')
  })
})

describe('uploads', () => {
  it('takes a photo by content, re-encodes it and serves the new bytes', async () => {
    const { headers } = await signedInTalent()
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0b2a6f' } })
      .png()
      .toBuffer()
    const upload = multipart('me.png', png, 'image/png')
    const { status, body } = await request<{ data: { photoUrl: string } }>(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfile',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    })
    expect(status).toBe(200)
    expect((await readProfile(headers)).photoUrl).toBe(body.data.photoUrl)
    const served = await ctx.app.inject({ method: 'GET', url: body.data.photoUrl, headers })
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512 })
  })

  it('refuses a renamed executable as photo.png saying it is not a PNG or JPG image, and an oversize file', async () => {
    const { headers } = await signedInTalent()
    const executable = multipart('photo.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 1)]), 'image/png')
    const refused = await request<{ code: string; message: string }>(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfile',
      headers: { ...headers, ...executable.headers, 'accept-language': 'pt' },
      payload: executable.payload,
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      code: 'image_type_invalid',
      message: 'Este arquivo não é uma imagem PNG ou JPG. Escolha um arquivo PNG ou JPG.',
    })

    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)])
    const oversize = multipart('big.jpg', big, 'image/jpeg')
    const tooLarge = await request<{ code: string }>(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfile',
      headers: { ...headers, ...oversize.headers },
      payload: oversize.payload,
    })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.code).toBe('file_too_large')
    expect((await readProfile(headers)).photoUrl).toBeNull()
  })

  it('takes a PDF CV, serves it only to its owner, and deletes it', async () => {
    const { headers } = await signedInTalent()
    const pdf = multipart('Mi CV (2026).pdf', Buffer.from('%PDF-1.7\n% a tiny pdf\n'), 'application/pdf')
    const { body } = await request<{ data: { url: string; fileName: string } }>(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfilepdf',
      headers: { ...headers, ...pdf.headers },
      payload: pdf.payload,
    })
    expect(body.data.fileName).toBe('Mi CV _2026_.pdf')
    const download = await ctx.app.inject({ method: 'GET', url: body.data.url, headers })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toContain('attachment')
    const other = await signedInTalent()
    expect((await ctx.app.inject({ method: 'GET', url: body.data.url, headers: other.headers })).statusCode).toBe(404)

    await request(ctx, { method: 'DELETE', url: '/api/azurefile/deletefile', headers, payload: { kind: 'cv' } })
    expect((await readProfile(headers)).cv).toBeNull()
  })

  it('refuses a CV that is neither PDF nor Word', async () => {
    const { headers } = await signedInTalent()
    const gif = multipart('cv.pdf', Buffer.from('GIF89a....'), 'application/pdf')
    const { status } = await request(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfilepdf',
      headers: { ...headers, ...gif.headers },
      payload: gif.payload,
    })
    expect(status).toBe(400)
  })
})
