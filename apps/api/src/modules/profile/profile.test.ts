import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'
import { multipart, request, useTestApp, type TestContext } from '../../../test/helper'
import { buildApp } from '../../app'
import { experience, profileHelpers, toInput } from './profile.test-helpers'

// The talent's own profile: reading it (lists remembered by version) and saving it whole.
const ctx = useTestApp()
const { signedInTalent, readProfile, putProfile } = profileHelpers(ctx)

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
