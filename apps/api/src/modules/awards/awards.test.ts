import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import {
  AWARD_NOMINATIONS_PER_USER,
  PROOF_MAX_BYTES,
  type AwardEdition,
  type AwardEditionInput,
  type AwardNominee,
  type AwardNomineePage,
  type NominationInput,
  type OperatorNomination,
} from '@sentinela/shared/schemas/awards'
import { auditEvents, awardNominees, emails } from '../../db/schema/index'
import { bearer, createCompany, createOperator, createSessionToken, createTalent } from '../../../test/factories'
import { multipart, request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
type Headers = Record<string, string>

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()

let operator: Headers
let year = 2030

async function talent(language: 'en' | 'es' | 'pt' = 'en') {
  const user = await createTalent(ctx.app.db, { language })
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

beforeAll(async () => {
  const row = await createOperator(ctx.app.db)
  operator = bearer(await createSessionToken(ctx.app.db, row.id))
})

/** Dates putting an edition in a phase today: each phase lasts 10 days around now. */
function datesFor(phase: 'upcoming' | 'nominations' | 'evaluation' | 'voting' | 'closed') {
  const start = { upcoming: 5, nominations: -5, evaluation: -15, voting: -25, closed: -45 }[phase]
  return {
    nominationsOpenAt: at(start),
    nominationsCloseAt: at(start + 10),
    votingOpenAt: at(start + 20),
    votingCloseAt: at(start + 30),
  }
}

async function openEdition(phase: Parameters<typeof datesFor>[0], country: AwardEditionInput['country'] = 'MX') {
  year += 1
  const { status, body } = await request<{ data: AwardEdition }>(ctx, {
    method: 'POST',
    url: '/api/operator/awards/editions',
    headers: operator,
    payload: { country, year, ...datesFor(phase) },
  })
  expect(status).toBe(201)
  return body.data
}

const moveTo = (edition: AwardEdition, phase: Parameters<typeof datesFor>[0]) =>
  request<{ data: AwardEdition } & ErrorBody>(ctx, {
    method: 'PUT',
    url: `/api/operator/awards/editions/${edition.id}`,
    headers: operator,
    payload: { country: edition.country, year: edition.year, ...datesFor(phase) },
  })

let teacherNumber = 0
function nomination(editionId: number, changes: Record<string, unknown> = {}): NominationInput {
  teacherNumber += 1
  return {
    editionId,
    firstName: 'Lucía',
    lastName: `Pérez ${teacherNumber}`,
    email: `teacher.${teacherNumber}@example.com`,
    knowledgeArea: 'Network defense',
    institution: 'Universidad de Ejemplo',
    coursesTaught: 'Redes seguras; Respuesta a incidentes',
    yearsTeaching: 4,
    students: 120,
    affiliatedWithInstitution: true,
    teachesInCountry: true,
    ...changes,
  } as NominationInput
}

function nominate(
  headers: Headers,
  input: unknown,
  proof: { bytes: Buffer; name: string; type: string } = { bytes: PDF, name: 'proof.pdf', type: 'application/pdf' },
  language = 'en',
) {
  const body = multipart(proof.name, proof.bytes, proof.type, {
    fileField: 'proof',
    fields: { nomination: typeof input === 'string' ? input : JSON.stringify(input) },
  })
  return request<{ data: { id: number; status: string; message: string } } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/talent/saveNominated',
    headers: { ...headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  })
}

const review = (id: number, payload: Record<string, string>) =>
  request<{ data: OperatorNomination } & ErrorBody>(ctx, {
    method: 'POST',
    url: `/api/operator/awards/nominations/${id}/review`,
    headers: operator,
    payload,
  })

const nominees = (editionId: number, text?: string) =>
  request<{ data: AwardNominee[] } & ErrorBody>(ctx, {
    method: 'GET',
    url: `/api/marketplace/awardNominees?editionId=${editionId}${text ? `&text=${encodeURIComponent(text)}` : ''}`,
  })

const vote = (headers: Headers, nomineeId: number) =>
  request<{ data: AwardNomineePage } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/marketplace/voteAwardNominee',
    headers,
    payload: { nomineeId },
  })

const link = (headers: Headers, code: string) =>
  request<{ data: { nominee: AwardNominee; country: string } } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/marketplace/confirmAwardLink',
    headers,
    payload: { code },
  })

/** The referral code of the e-mail sent to this address. */
async function codeSentTo(address: string) {
  const [email] = await ctx.app.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, address), eq(emails.template, 'award_nomination')))
  return /\b([A-Z0-9]{4}-[A-Z0-9]{4})\b/.exec(email!.text)![1]!
}

/** An edition in its voting phase with approved nominees (nominated, approved, then the dates moved). */
async function votingEdition(names: [string, string][]) {
  const edition = await openEdition('nominations', 'CO')
  const nominator = await talent()
  const ids: number[] = []
  for (const [firstName, lastName] of names) {
    const { body } = await nominate(nominator.headers, nomination(edition.id, { firstName, lastName }))
    ids.push(body.data.id)
    expect((await review(body.data.id, { decision: 'approve' })).status).toBe(200)
  }
  expect((await moveTo(edition, 'voting')).body.data.phase).toBe('voting')
  return { edition, ids }
}

describe('editions and their phases', () => {
  it('follow their dates, newest first per country, with counts', async () => {
    const phases = ['upcoming', 'nominations', 'evaluation', 'voting', 'closed'] as const
    for (const phase of phases) expect((await openEdition(phase, 'CL')).phase).toBe(phase)
    const { status, body } = await request<{ data: AwardEdition[] }>(ctx, {
      method: 'GET',
      url: '/api/awards/editions?country=CL',
    })
    expect(status).toBe(200)
    const years = body.data.map((edition) => edition.year)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    expect(body.data.every((edition) => edition.country === 'CL')).toBe(true)
    expect((await request(ctx, { method: 'GET', url: '/api/awards/editions?country=BR' })).status).toBe(400)
  })

  it('refuses dates out of order, a second edition of a country and year, and an unknown edition', async () => {
    const edition = await openEdition('nominations', 'AR')
    const backwards = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/operator/awards/editions',
      headers: { ...operator, 'accept-language': 'es' },
      payload: { country: 'AR', year: 2099, ...datesFor('voting'), votingCloseAt: at(-40) },
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body).toMatchObject({ code: 'award_dates_invalid', message: expect.stringMatching(/fechas/) })
    const again = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/operator/awards/editions',
      headers: operator,
      payload: { country: 'AR', year: edition.year, ...datesFor('upcoming') },
    })
    expect(again.body.code).toBe('award_edition_exists')
    const unknown = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/operator/awards/editions/2147483647',
      headers: operator,
      payload: { country: 'AR', year: 2098, ...datesFor('upcoming') },
    })
    expect(unknown.body.code).toBe('award_edition_not_found')
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.event, 'award_edition_created'))
    expect(audit.length).toBeGreaterThan(0)
  })
})

describe('nominating a teacher', () => {
  it('by a talent or a company user during nominations, with a proof; the teacher is e-mailed a code', async () => {
    const edition = await openEdition('nominations')
    const ana = await talent('es')
    const input = nomination(edition.id)
    const { status, body } = await nominate(ana.headers, input, undefined, 'es')
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ status: 'pending', message: expect.stringMatching(/postulaci/i) })
    const code = await codeSentTo(input.email)
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    const [row] = await ctx.app.db.select().from(awardNominees).where(eq(awardNominees.id, body.data.id))
    expect(row!.linkCodeHash).not.toContain(code.replace('-', ''))

    const company = await createCompany(ctx.app.db)
    const companyHeaders = bearer(await createSessionToken(ctx.app.db, company.admin.id))
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    )
    const byCompany = await nominate(companyHeaders, nomination(edition.id), {
      bytes: png,
      name: 'diploma.png',
      type: 'image/png',
    })
    expect(byCompany.status).toBe(201)
  })

  it('refuses each unmet criterion at its field, translated, and saves nothing', async () => {
    const edition = await openEdition('nominations')
    const ana = await talent()
    const before = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(awardNominees)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ yearsTeaching: 0 }, 'yearsTeaching', 'award_min_years'],
      [{ students: 19 }, 'students', 'award_min_students'],
      [{ affiliatedWithInstitution: false }, 'affiliatedWithInstitution', 'award_declaration_required'],
      [{ teachesInCountry: false }, 'teachesInCountry', 'award_declaration_required'],
      [{ institution: ' ' }, 'institution', 'required'],
      [{ email: 'not-an-address' }, 'email', 'invalid_email'],
    ]
    for (const [changes, path, code] of cases) {
      const { status, body } = await nominate(ana.headers, nomination(edition.id, changes), undefined, 'pt')
      expect(status, path).toBe(400)
      expect(body.errors, path).toContainEqual({ path, code, message: expect.any(String) })
    }
    const students = await nominate(ana.headers, nomination(edition.id, { students: 19 }), undefined, 'pt')
    expect(students.body.errors[0]!.message).toMatch(/20 alunos/)
    expect((await nominate(ana.headers, '{not json')).body.code).toBe('validation_failed')
    const text = { bytes: Buffer.from('just text'), name: 'proof.pdf', type: 'application/pdf' }
    expect((await nominate(ana.headers, nomination(edition.id), text)).body.code).toBe('award_proof_invalid')
    const after = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(awardNominees)
    expect(after[0]!.n).toBe(before[0]!.n)
  })

  it('refuses a proof past 10 MB whole', async () => {
    const edition = await openEdition('nominations')
    const ana = await talent()
    const big = Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES)])
    const { status, body } = await nominate(ana.headers, nomination(edition.id), {
      bytes: big,
      name: 'big.pdf',
      type: 'application/pdf',
    })
    expect(status).toBe(413)
    expect(body.code).toBe('file_too_large')
  })

  it('only while nominations are open', async () => {
    const ana = await talent()
    for (const phase of ['upcoming', 'evaluation', 'voting', 'closed'] as const) {
      const edition = await openEdition(phase)
      const { status, body } = await nominate(ana.headers, nomination(edition.id))
      expect(status, phase).toBe(409)
      expect(body.code, phase).toBe('award_nominations_closed')
    }
    expect((await nominate(ana.headers, nomination(2_147_483_647))).body.code).toBe('award_edition_not_found')
  })

  it('once per teacher and edition, and at most the cap per nominator, even in parallel', async () => {
    const edition = await openEdition('nominations')
    const ana = await talent()
    const first = nomination(edition.id)
    expect((await nominate(ana.headers, first)).status).toBe(201)
    const twice = await nominate((await talent()).headers, { ...first, email: first.email.toUpperCase() })
    expect(twice.body.code).toBe('award_already_nominated')
    const burst = await Promise.all(
      Array.from({ length: AWARD_NOMINATIONS_PER_USER + 2 }, () => nominate(ana.headers, nomination(edition.id))),
    )
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(AWARD_NOMINATIONS_PER_USER - 1)
    expect(burst.find((response) => response.status === 429)?.body.code).toBe('award_nomination_limit')
  })
})

describe('evaluation and visibility', () => {
  it('lists and shows approved nominees only; pending and rejected ones never appear or take votes', async () => {
    const edition = await openEdition('nominations', 'CL')
    const ana = await talent()
    const ids = []
    for (const lastName of ['Approved', 'Pending', 'Rejected']) {
      ids.push((await nominate(ana.headers, nomination(edition.id, { lastName }))).body.data.id)
    }
    const [approved, pending, rejected] = ids as [number, number, number]
    expect((await review(approved, { decision: 'approve' })).body.data.status).toBe('approved')
    expect((await review(rejected, { decision: 'reject' })).status).toBe(400)
    const refused = await review(rejected, { decision: 'reject', reason: 'No proof of 20 students' })
    expect(refused.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'No proof of 20 students' })
    expect((await review(rejected, { decision: 'approve' })).body.code).toBe('award_already_reviewed')

    expect((await nominees(edition.id)).body.data.map((nominee) => nominee.id)).toEqual([approved])
    for (const hidden of [pending, rejected]) {
      const page = await request<ErrorBody>(ctx, { method: 'GET', url: `/api/awards/nominees/${hidden}` })
      expect(page.status).toBe(404)
      expect(page.body.code).toBe('award_nominee_not_found')
    }
    expect((await moveTo(edition, 'voting')).status).toBe(200)
    const voter = await talent()
    expect((await vote(voter.headers, pending)).body.code).toBe('award_nominee_not_found')
    expect((await vote(voter.headers, rejected)).body.code).toBe('award_nominee_not_found')

    const pendingList = await request<{ data: OperatorNomination[] }>(ctx, {
      method: 'GET',
      url: '/api/operator/awards/nominations?status=pending',
      headers: operator,
    })
    expect(pendingList.body.data.map((item) => item.id)).toContain(pending)
    expect(pendingList.body.data.every((item) => item.status === 'pending')).toBe(true)
    const proof = await ctx.app.inject({
      method: 'GET',
      url: `/api/operator/awards/nominations/${pending}/proof`,
      headers: operator,
    })
    expect(proof.statusCode).toBe(200)
    expect(proof.headers['content-type']).toBe('application/pdf')
    expect(proof.headers['content-disposition']).toMatch(/^attachment/)
    expect(proof.rawPayload.equals(PDF)).toBe(true)
  })
})

describe('linking the nominee profile with the code', () => {
  it('works once for a talent, case and dash aside; a used, expired or unknown code is refused', async () => {
    const edition = await openEdition('nominations', 'AR')
    const input = nomination(edition.id)
    const { body } = await nominate((await talent()).headers, input)
    const code = await codeSentTo(input.email)
    const teacher = await talent()
    const linked = await link(teacher.headers, ` ${code.toLowerCase().replace('-', '')} `)
    expect(linked.status).toBe(200)
    expect(linked.body.data).toMatchObject({ country: 'AR', nominee: { id: body.data.id, linked: true } })
    const [row] = await ctx.app.db.select().from(awardNominees).where(eq(awardNominees.id, body.data.id))
    expect(row!.linkedUserId).toBe(teacher.user.id)
    const again = await link((await talent()).headers, code)
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('award_code_invalid')

    const other = nomination(edition.id)
    const second = await nominate((await talent()).headers, other)
    await ctx.app.db
      .update(awardNominees)
      .set({ linkCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(awardNominees.id, second.body.data.id))
    expect((await link(teacher.headers, await codeSentTo(other.email))).body.code).toBe('award_code_invalid')
    expect((await link(teacher.headers, 'ABCD-2345')).body.code).toBe('award_code_invalid')
    const malformed = await link(teacher.headers, 'short')
    expect(malformed.body.errors[0]).toMatchObject({ path: 'code', code: 'award_code_invalid' })
  })
})

describe('voting', () => {
  it('signed-in talent vote once per edition during voting; the list is sorted by votes and searchable', async () => {
    const { edition, ids } = await votingEdition([
      ['Ana', 'López'],
      ['Bruno', 'Anaya'],
      ['Carla', 'Díaz'],
    ])
    const [ana, bruno, carla] = ids as [number, number, number]
    const voter = await talent()
    const first = await vote(voter.headers, carla)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      nominee: { id: carla, votesQuantity: 1 },
      edition: { myVoteNomineeId: carla, totalVotes: 1 },
    })
    const again = await vote(voter.headers, ana)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('award_already_voted')
    await vote((await talent()).headers, carla)
    await vote((await talent()).headers, bruno)
    expect((await nominees(edition.id)).body.data.map((nominee) => nominee.id)).toEqual([carla, bruno, ana])

    // §5: the text's first word matches first names, its last word last names, case and accents aside.
    const names = async (text: string) =>
      (await nominees(edition.id, text)).body.data.map((nominee) => nominee.id).sort((a, b) => a - b)
    expect(await names('lopez')).toEqual([ana])
    expect(await names('ANA')).toEqual([ana, bruno])
    expect(await names('carla lópez')).toEqual([ana, carla])
    expect(await names('100%')).toEqual([])
    const short = await nominees(edition.id, 'a')
    expect(short.status).toBe(400)
    expect(short.body.errors[0]!.code).toBe('search_too_short')

    const page = await request<{ data: AwardNomineePage }>(ctx, {
      method: 'GET',
      url: `/api/awards/nominees/${carla}`,
      headers: voter.headers,
    })
    expect(page.body.data).toMatchObject({ nominee: { votesQuantity: 2 }, edition: { myVoteNomineeId: carla } })
  })

  it('only while voting is open', async () => {
    const { edition, ids } = await votingEdition([['Diego', 'Ruiz']])
    const voter = await talent()
    for (const phase of ['evaluation', 'closed'] as const) {
      expect((await moveTo(edition, phase)).status).toBe(200)
      const { status, body } = await vote(voter.headers, ids[0]!)
      expect(status, phase).toBe(409)
      expect(body.code, phase).toBe('award_voting_closed')
    }
  })

  it('counts exactly under concurrency: 100 talents give 100 votes; one talent voting twice at once counts once', async () => {
    const { edition, ids } = await votingEdition([['Elena', 'Soto']])
    const voters = await Promise.all(Array.from({ length: 100 }, () => talent()))
    const results = await Promise.all(voters.map((voter) => vote(voter.headers, ids[0]!)))
    expect(results.every((result) => result.status === 200)).toBe(true)
    const twice = await talent()
    const pair = await Promise.all([vote(twice.headers, ids[0]!), vote(twice.headers, ids[0]!)])
    expect(pair.map((result) => result.status).sort()).toEqual([200, 409])
    const [listed] = (await nominees(edition.id)).body.data
    expect(listed!.votesQuantity).toBe(101)
    const [counted] = await ctx.app.db
      .execute<{ n: number }>(sql`select count(*)::int as n from award_votes where nominee_id = ${ids[0]!}`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows)
    expect(counted!.n).toBe(101)
  })
})
