import { describe, expect, it } from 'vitest'
import { checkLogoFile, LOGO_MAX_BYTES } from './file-checks'

describe('checkLogoFile', () => {
  it('takes png, jpg and jpeg up to 5 MB', () => {
    expect(checkLogoFile({ name: 'logo.PNG', type: 'image/png', size: 1000 })).toBeUndefined()
    expect(checkLogoFile({ name: 'logo.jpeg', type: '', size: LOGO_MAX_BYTES })).toBeUndefined()
  })

  it('refuses other kinds, and a type that disagrees with the name', () => {
    expect(checkLogoFile({ name: 'logo.gif', type: 'image/gif', size: 10 })).toBe('wrong_type')
    expect(checkLogoFile({ name: 'logo.png', type: 'application/pdf', size: 10 })).toBe('wrong_type')
  })

  it('refuses a file over 5 MB', () => {
    expect(checkLogoFile({ name: 'logo.jpg', type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 })).toBe('too_large')
  })
})
