import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detectDocumentType, detectImageType, normalizePhoto, PHOTO_SIZE } from './uploads'

describe('uploads', () => {
  it('tells PNG and JPEG by content', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const jpeg = await sharp(png).jpeg().toBuffer()
    expect(detectImageType(png)).toBe('png')
    expect(detectImageType(jpeg)).toBe('jpeg')
    expect(detectImageType(Buffer.from('MZ\x90\x00 a renamed executable'))).toBeUndefined()
  })

  it('tells PDF and Word documents by content', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.7\n...'))).toBe('pdf')
    expect(
      detectDocumentType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('..word/document.xml')])),
    ).toBe('docx')
    expect(detectDocumentType(Buffer.from('GIF89a'))).toBeUndefined()
  })

  it('re-encodes photos as square JPEG without metadata', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 4, background: '#ff0000' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } })
      .png()
      .toBuffer()
    const out = await normalizePhoto(png)
    const meta = await sharp(out).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: PHOTO_SIZE, height: PHOTO_SIZE })
    expect(meta.exif).toBeUndefined()
  })

  it('refuses bytes that only look like an image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really'),
    ])
    await expect(normalizePhoto(fake)).rejects.toThrow()
  })
})
