import { describe, expect, it } from 'vitest'
import { basicDataFieldLink, niceWizardLink, readReturnPath, readWizardLink } from './profile-links'

describe('niceWizardLink', () => {
  it('names the role, the minimum and the way back', () => {
    expect(niceWizardLink({ workRoleCode: 'PD-WRL-003', minimum: 40, next: '/jobs/42' })).toBe(
      '/talent/account/profile/nist-nice?role=PD-WRL-003&minimum=40&next=%2Fjobs%2F42',
    )
  })

  it('drops a way back that would leave the site', () => {
    expect(niceWizardLink({ workRoleCode: 'PD-WRL-003', next: '//evil.example.com' })).toBe(
      '/talent/account/profile/nist-nice?role=PD-WRL-003',
    )
  })
})

describe('readWizardLink', () => {
  it('reads what the link carries', () => {
    const search = new URLSearchParams('role=PD-WRL-003&minimum=40&next=%2Fjobs%2F42')
    expect(readWizardLink(search)).toEqual({ workRoleCode: 'PD-WRL-003', minimum: 40, next: '/jobs/42' })
  })

  it('ignores malformed values', () => {
    const search = new URLSearchParams('role=PD-WRL-003%27&minimum=140&next=https://evil.example.com')
    expect(readWizardLink(search)).toEqual({})
    expect(readWizardLink(new URLSearchParams('minimum=-1&role=x'))).toEqual({})
  })
})

describe('basicDataFieldLink', () => {
  it('names the field and the way back', () => {
    expect(basicDataFieldLink('clearance', '/jobs/7')).toBe(
      '/talent/account/profile/basicData?field=clearance&next=%2Fjobs%2F7',
    )
    expect(readReturnPath(new URLSearchParams('next=%2Fjobs%2F7'))).toBe('/jobs/7')
    expect(readReturnPath(new URLSearchParams('next=%2F%2Fevil'))).toBeNull()
  })
})
