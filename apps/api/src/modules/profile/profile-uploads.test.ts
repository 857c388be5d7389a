import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { multipart, request, useTestApp } from '../../../test/helper'
import { profileHelpers } from './profile.test-helpers'

// The profile's files: the photo and the CV, checked by content.
const ctx = useTestApp()
const { signedInTalent, readProfile } = profileHelpers(ctx)

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
