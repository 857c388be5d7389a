import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '../../src/lib/uploads'
import { bearer, createCompany, createSessionToken, createTalent } from '../factories'
import { multipart, request, useTestApp } from '../helper'
import type { ErrorBody } from './support'

/** OWASP ASVS 5.0.0, V5 File Handling, level 2 (docs/security.md). */
const ctx = useTestApp()

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

async function talentHeaders() {
  const talent = await createTalent(ctx.app.db)
  return { talent, headers: bearer(await createSessionToken(ctx.app.db, talent.id)) }
}

async function upload(headers: Record<string, string>, url: string, name: string, bytes: Buffer, type: string) {
  const body = multipart(name, bytes, type)
  return request<ErrorBody & { data: Record<string, string> }>(ctx, {
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: '#204060' } })
    .png()
    .toBuffer()

describe('V5.2 File upload and content', () => {
  it('V5.2.1 accepts only files it can process: photos up to 5 MB, CVs up to 10 MB, refused whole past that', async () => {
    const { headers } = await talentHeaders()
    const bigPhoto = Buffer.concat([await png(), Buffer.alloc(PHOTO_MAX_BYTES, 0)])
    const photo = await upload(headers, '/api/azurefile/uploadfile', 'me.png', bigPhoto, 'image/png')
    expect([photo.status, photo.body.code]).toEqual([413, 'file_too_large'])
    const bigCv = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES, 0x20)])
    const cv = await upload(headers, '/api/azurefile/uploadfilepdf', 'cv.pdf', bigCv, 'application/pdf')
    expect([cv.status, cv.body.code]).toEqual([413, 'file_too_large'])
    const profile = await request<{ data: { profile: { cv: unknown; photoUrl: unknown } } }>(ctx, {
      method: 'GET',
      url: '/api/profile',
      headers,
    })
    expect(profile.body.data.profile).toMatchObject({ cv: null, photoUrl: null })
  })

  it('V5.2.2 checks that the extension is expected and that the content is of that type', async () => {
    const { headers } = await talentHeaders()
    const refused = [
      // A PDF whose name says program, a script named like a PDF, HTML posing as a photo.
      ['/api/azurefile/uploadfilepdf', 'cv.exe', PDF, 'application/pdf', 'document_type_invalid'],
      ['/api/azurefile/uploadfilepdf', 'cv', PDF, 'application/pdf', 'document_type_invalid'],
      [
        '/api/azurefile/uploadfilepdf',
        'cv.pdf',
        Buffer.from('#!/bin/sh\nrm -rf /\n'),
        'application/pdf',
        'document_type_invalid',
      ],
      [
        '/api/azurefile/uploadfile',
        'me.png',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'image/png',
        'image_type_invalid',
      ],
    ] as const
    for (const [url, name, bytes, type, code] of refused) {
      const { status, body } = await upload(headers, url, name, bytes, type)
      expect([status, body.code], name).toEqual([400, code])
    }
    const accepted = await upload(headers, '/api/azurefile/uploadfilepdf', 'Mi CV.PDF', PDF, 'application/pdf')
    expect(accepted.status).toBe(200)
    // Images are decoded and re-encoded: what is served is a fresh JPEG, never the uploaded bytes.
    const photo = await upload(headers, '/api/azurefile/uploadfile', 'me.jpeg', await png(), 'image/jpeg')
    expect(photo.status).toBe(200)
    const served = await ctx.app.inject({ method: 'GET', url: photo.body.data.photoUrl!, headers })
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
  })
})

describe('V5.3 File storage', () => {
  it('V5.3.1 never runs or renders uploaded files: stored outside the web root, served as data, not sniffed', async () => {
    const { headers } = await talentHeaders()
    const cv = await upload(headers, '/api/azurefile/uploadfilepdf', 'cv.pdf', PDF, 'application/pdf')
    const download = await ctx.app.inject({ method: 'GET', url: cv.body.data.url!, headers })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toMatch(/^attachment;/)
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(String(download.headers['content-security-policy'])).toContain("default-src 'self'")
    // Only generated names under the data folder: nothing the static web server could reach.
    const files = readdirSync(join(ctx.app.config.DATA_DIR, 'uploads', 'cvs'))
    expect(files.every((file) => /^[0-9a-f-]{36}\.pdf$/.test(file))).toBe(true)
  })

  it('V5.3.2 builds storage paths from generated names, never from the uploaded name', async () => {
    const { headers } = await talentHeaders()
    const { status, body } = await upload(
      headers,
      '/api/azurefile/uploadfilepdf',
      '../../../etc/passwd.pdf',
      PDF,
      'application/pdf',
    )
    expect(status).toBe(200)
    expect(body.data.url).toMatch(/^\/api\/files\/cvs\/[0-9a-f-]{36}\.pdf$/)
    expect(body.data.fileName).not.toContain('/')
    // Asking for a path outside the folder is refused by the name's format.
    const escape = await ctx.app.inject({ method: 'GET', url: '/api/files/cvs/..%2F..%2Fetc%2Fpasswd', headers })
    expect([400, 404]).toContain(escape.statusCode)
    const logo = await ctx.app.inject({ method: 'GET', url: '/api/files/logos/..%2Fcvs%2Fx.png' })
    expect([400, 404]).toContain(logo.statusCode)
  })
})

describe('V5.4 File download', () => {
  it('V5.4.1 names downloads itself in Content-Disposition, from the cleaned-up uploaded name', async () => {
    const { headers } = await talentHeaders()
    const cv = await upload(headers, '/api/azurefile/uploadfilepdf', 'cv;x=<b>.html.pdf', PDF, 'application/pdf')
    expect(cv.status).toBe(200)
    expect(cv.body.data.fileName).toBe('cv_x__b_.html.pdf')
    const download = await ctx.app.inject({ method: 'GET', url: cv.body.data.url!, headers })
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="cv_x__b_.html.pdf"; filename*=UTF-8''cv_x__b_.html.pdf`,
    )

    const { admin } = await createCompany(ctx.app.db)
    const sharing = await createTalent(ctx.app.db, {
      dataSharingConsent: true,
      firstName: 'José "J"',
      lastName: 'Núñez',
    })
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/talent/${sharing.id}/pdf`,
      headers: bearer(await createSessionToken(ctx.app.db, admin.id)),
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="JoseJ-Nunez.pdf"; filename*=UTF-8''JoseJ-Nunez.pdf`,
    )
  })

  it('V5.4.2 encodes file names in headers per RFC 6266, so no name can break the header', async () => {
    const { headers } = await talentHeaders()
    const cv = await upload(headers, '/api/azurefile/uploadfilepdf', 'Currículo (final).pdf', PDF, 'application/pdf')
    const download = await ctx.app.inject({ method: 'GET', url: cv.body.data.url!, headers })
    const disposition = String(download.headers['content-disposition'])
    expect(disposition).toBe(
      `attachment; filename="Curriculo _final_.pdf"; filename*=UTF-8''Curr%C3%ADculo%20_final_.pdf`,
    )
    expect(disposition).toMatch(/^[\x20-\x7e]+$/)
  })
})
