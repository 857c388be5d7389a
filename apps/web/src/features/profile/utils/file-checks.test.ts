import { describe, expect, it } from 'vitest'
import { checkCvFile, checkPhotoFile, CV_MAX_BYTES, PHOTO_MAX_BYTES } from './file-checks'

describe('checkPhotoFile (§5: png, jpg, jpeg; PRODUCT.md: up to 5 MB)', () => {
  it.each([
    ['me.png', 'image/png'],
    ['me.JPG', 'image/jpeg'],
    ['me.jpeg', 'image/jpeg'],
    ['me.jpeg', ''],
  ])('takes %s (%s)', (name, type) => {
    expect(checkPhotoFile({ name, type, size: 1000 })).toBeUndefined()
  })

  it.each([
    ['me.gif', 'image/gif'],
    ['me.webp', 'image/webp'],
    ['me', ''],
    ['me.png', 'application/x-msdownload'],
    ['setup.exe', 'application/x-msdownload'],
  ])('refuses %s (%s)', (name, type) => {
    expect(checkPhotoFile({ name, type, size: 1000 })).toBe('wrong_type')
  })

  it('refuses a photo above 5 MB', () => {
    expect(checkPhotoFile({ name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES })).toBeUndefined()
    expect(checkPhotoFile({ name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('too_large')
  })
})

describe('checkCvFile (pdf or docx up to 10 MB)', () => {
  it('takes pdf and docx', () => {
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: 10 })).toBeUndefined()
    expect(
      checkCvFile({
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
      }),
    ).toBeUndefined()
  })

  it('refuses other documents and large files', () => {
    expect(checkCvFile({ name: 'cv.doc', type: 'application/msword', size: 10 })).toBe('wrong_type')
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES + 1 })).toBe('too_large')
  })
})
