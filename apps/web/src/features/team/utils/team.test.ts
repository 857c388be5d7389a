import { describe, expect, it } from 'vitest'
import type { TeamMember } from '@sentinela/shared/schemas/team'
import { countryName, formatPercentage, joinPresent } from './format'
import { initialsOf, noticeKind, splitTeam } from './team'

function link(overrides: Partial<TeamMember>): TeamMember {
  return {
    linkId: 1,
    talentId: 1,
    firstName: 'Ana',
    lastName: 'Ferreira',
    email: 'ana@example.com',
    status: 'active',
    publicProfile: false,
    currentJobTitle: null,
    country: null,
    city: null,
    photoUrl: null,
    bestRoles: [],
    invitedAt: '2026-01-01T10:00:00.000Z',
    acceptedAt: null,
    endedAt: null,
    ...overrides,
  }
}

describe('splitTeam', () => {
  it('puts members, invitations and ended links apart, the latest notice first', () => {
    const team = splitTeam([
      link({ linkId: 1, status: 'active' }),
      link({ linkId: 2, status: 'pending' }),
      link({ linkId: 3, status: 'declined', endedAt: '2026-01-02T10:00:00.000Z' }),
      link({ linkId: 4, status: 'unlinked', endedAt: '2026-01-05T10:00:00.000Z' }),
      link({ linkId: 5, status: 'removed', endedAt: '2026-01-03T10:00:00.000Z' }),
    ])
    expect(team.members.map((item) => item.linkId)).toEqual([1])
    expect(team.pending.map((item) => item.linkId)).toEqual([2])
    expect(team.notices.map((item) => item.linkId)).toEqual([4, 5, 3])
  })
})

describe('noticeKind', () => {
  it('reads a removed link that was never accepted as a withdrawn invitation', () => {
    expect(noticeKind({ status: 'removed', acceptedAt: null })).toBe('withdrawn')
    expect(noticeKind({ status: 'removed', acceptedAt: '2026-01-01T10:00:00.000Z' })).toBe('removed')
    expect(noticeKind({ status: 'unlinked', acceptedAt: '2026-01-01T10:00:00.000Z' })).toBe('unlinked')
    expect(noticeKind({ status: 'declined', acceptedAt: null })).toBe('declined')
  })
})

describe('formatting', () => {
  it('writes percentages and country names in the interface language', () => {
    expect(formatPercentage(85, 'en')).toBe('85%')
    expect(formatPercentage(85, 'es')).toMatch(/^85\s%$/)
    expect(countryName('MX', 'es')).toBe('México')
    expect(countryName('mx', 'en')).toBe('Mexico')
  })

  it('joins the parts that are there and takes two initials', () => {
    expect(joinPresent(['Bogotá', null, ' ', 'Colombia'])).toBe('Bogotá, Colombia')
    expect(initialsOf('ana maria ferreira')).toBe('AM')
  })
})
