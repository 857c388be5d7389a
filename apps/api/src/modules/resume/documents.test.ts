import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ProfileInputSchema } from '@sentinela/shared/schemas/profile'
import type { TalentDocument } from '@sentinela/shared/schemas/resume'
import { bearer, createCompany, createSessionToken } from '../../../test/factories'
import { multipart, request, useTestApp } from '../../../test/helper'
import { talentDocuments } from '../../db/schema/index'
import { CHOICES, resumeHelpers } from './resume.test-helpers'

// The talent's documents: the CV, certification proofs and generated résumés, and who may read or delete them.
const ctx = useTestApp()
const { talentWithProfile, upload } = resumeHelpers(ctx)
/** A one-page PDF, small and real (the proof is checked by content). */
const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
/** A 1×1 PNG. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

describe('documents', () => {
  const proofUrl = (id: number) => `/api/profile/certifications/${id}/proof`

  it('lists the CV, proofs and résumés; attaches a proof by content; the owner downloads and deletes', async () => {
    const { headers, profile } = await talentWithProfile()
    const certification = profile.certifications[0]!
    const pdf = await upload(
      proofUrl(certification.id),
      headers,
      'Security+ certificado.pdf',
      PROOF_PDF,
      'application/pdf',
    )
    expect(pdf.status).toBe(201)
    expect(pdf.body.data).toMatchObject({
      kind: 'certification_proof',
      fileName: 'Security+ certificado.pdf'.replace('+', '_'),
      contentType: 'application/pdf',
      certification: { id: certification.id, name: 'CompTIA Security+' },
    })
    // A second proof replaces the first; an image is re-encoded.
    const png = await upload(proofUrl(certification.id), headers, 'foto.jpg', PROOF_PNG, 'image/jpeg')
    expect(png.status).toBe(201)
    expect(png.body.data).toMatchObject({ fileName: 'foto.png', contentType: 'image/png' })
    expect((await ctx.app.inject({ method: 'GET', url: pdf.body.data.url, headers })).statusCode).toBe(404)

    const cvBody = multipart('mi-cv.pdf', PROOF_PDF, 'application/pdf')
    await ctx.app.inject({
      method: 'POST',
      url: '/api/azurefile/uploadfilepdf',
      headers: { ...headers, ...cvBody.headers },
      payload: cvBody.payload,
    })
    await request(ctx, { method: 'POST', url: '/api/resume/pdf', headers, payload: CHOICES })

    const list = await request<{ data: TalentDocument[] }>(ctx, { method: 'GET', url: '/api/documents', headers })
    expect(list.status).toBe(200)
    expect(list.headers['cache-control']).toBe('no-store')
    expect(list.body.data.map((item) => item.kind)).toEqual(['cv', 'resume', 'certification_proof'])
    const image = await ctx.app.inject({ method: 'GET', url: png.body.data.url, headers })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['content-disposition']).toContain('attachment; filename="foto.png"')
    const cv = await ctx.app.inject({ method: 'GET', url: list.body.data[0]!.url, headers })
    expect(cv.statusCode).toBe(200)
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const removed = await request(ctx, { method: 'DELETE', url: `/api/documents/${png.body.data.id}`, headers })
    expect(removed.status).toBe(200)
    expect((await ctx.app.inject({ method: 'GET', url: png.body.data.url, headers })).statusCode).toBe(404)
  })

  it('deletes a certification’s proof file when the talent removes the certification from the profile', async () => {
    const { user, headers, profile } = await talentWithProfile()
    const certification = profile.certifications[0]!
    const proof = await upload(proofUrl(certification.id), headers, 'cert.pdf', PROOF_PDF, 'application/pdf')
    expect(proof.status).toBe(201)
    const [row] = await ctx.app.db.select().from(talentDocuments).where(eq(talentDocuments.id, proof.body.data.id))
    expect(await ctx.app.services.storage.read(row!.storageKey)).toBeDefined()

    // Saving the profile with the certification kept leaves the proof alone; without it, the file goes too.
    const {
      userId: _userId,
      email: _email,
      photoUrl: _photo,
      cv: _cv,
      ...current
    } = await ctx.app.services.profiles.getProfile(user.id)
    const kept = await ctx.app.services.profiles.saveProfile(user.id, ProfileInputSchema.parse(current))
    expect(await ctx.app.services.storage.read(row!.storageKey)).toBeDefined()
    await ctx.app.services.profiles.saveProfile(
      user.id,
      ProfileInputSchema.parse({ ...current, version: kept.version, certifications: [] }),
    )
    expect(await ctx.app.services.storage.read(row!.storageKey)).toBeUndefined()
    const list = await request<{ data: TalentDocument[] }>(ctx, { method: 'GET', url: '/api/documents', headers })
    expect(list.body.data.filter((item) => item.kind === 'certification_proof')).toEqual([])
  })

  it('refuses a proof of the wrong type, too large, or for a certification that is not the talent’s', async () => {
    const { headers, profile } = await talentWithProfile()
    const other = await talentWithProfile()
    const mine = profile.certifications[0]!.id
    const cases: [string, Buffer, number, string][] = [
      [proofUrl(mine), Buffer.from('MZ\x90\x00 not a proof'), 400, 'certification_proof_invalid'],
      [proofUrl(mine), Buffer.concat([PROOF_PDF, Buffer.alloc(10 * 1024 * 1024)]), 413, 'document_too_large'],
      [proofUrl(other.profile.certifications[0]!.id), PROOF_PDF, 404, 'certification_not_found'],
      [proofUrl(2_147_483_647), PROOF_PDF, 404, 'certification_not_found'],
    ]
    for (const [url, bytes, status, code] of cases) {
      const answer = await upload(url, headers, 'proof.pdf', bytes, 'application/pdf')
      expect(answer.status).toBe(status)
      expect((answer.body as unknown as { code: string }).code).toBe(code)
    }
    const big = await upload(
      proofUrl(mine),
      { ...headers, 'accept-language': 'pt' },
      'p.pdf',
      cases[1]![1],
      'application/pdf',
    )
    expect((big.body as unknown as { message: string }).message).toBe(
      'Este arquivo é grande demais: pode ter até 10 MB.',
    )
    const tooBigId = await upload(proofUrl(0), headers, 'p.pdf', PROOF_PDF, 'application/pdf')
    expect(tooBigId.status).toBe(400)
    const list = await request<{ data: TalentDocument[] }>(ctx, { method: 'GET', url: '/api/documents', headers })
    expect(list.body.data).toEqual([])
  })

  it('another talent and an unrelated company get 404; a company the profile is shared with downloads', async () => {
    const owner = await talentWithProfile({ dataSharingConsent: false })
    const proof = await upload(
      proofUrl(owner.profile.certifications[0]!.id),
      owner.headers,
      'proof.pdf',
      PROOF_PDF,
      'application/pdf',
    )
    const resume = await request<{ data: TalentDocument }>(ctx, {
      method: 'POST',
      url: '/api/resume/pdf',
      headers: owner.headers,
      payload: CHOICES,
    })
    const other = await talentWithProfile()
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    for (const headers of [other.headers, company]) {
      for (const url of [proof.body.data.url, resume.body.data.url, `/api/talent/${owner.user.id}/documents/cv`]) {
        const answer = await request<{ code: string }>(ctx, { method: 'GET', url, headers })
        expect(answer.status, url).toBe(404)
        expect(answer.body.code).toBe('document_not_found')
      }
      const list = await request(ctx, { method: 'GET', url: `/api/talent/${owner.user.id}/documents`, headers })
      expect(list.status).toBe(404)
      const removed = await request(ctx, { method: 'DELETE', url: `/api/documents/${resume.body.data.id}`, headers })
      expect(removed.status).toBe(headers === company ? 403 : 404)
    }
    // The owned document is still there.
    expect(
      (await ctx.app.inject({ method: 'GET', url: resume.body.data.url, headers: owner.headers })).statusCode,
    ).toBe(200)

    // Once the talent shares the profile (PRODUCT.md "Who sees what"), companies may list and download.
    const sharing = await talentWithProfile({ dataSharingConsent: true })
    const shared = await request<{ data: TalentDocument }>(ctx, {
      method: 'POST',
      url: '/api/resume/pdf',
      headers: sharing.headers,
      payload: CHOICES,
    })
    const listed = await request<{ data: TalentDocument[] }>(ctx, {
      method: 'GET',
      url: `/api/talent/${sharing.user.id}/documents`,
      headers: company,
    })
    expect(listed.status).toBe(200)
    expect(listed.body.data.map((item) => item.id)).toEqual([shared.body.data.id])
    const file = await ctx.app.inject({ method: 'GET', url: shared.body.data.url, headers: company })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    // …but never delete them.
    const removed = await request(ctx, {
      method: 'DELETE',
      url: `/api/documents/${shared.body.data.id}`,
      headers: company,
    })
    expect(removed.status).toBe(403)
  })
})
