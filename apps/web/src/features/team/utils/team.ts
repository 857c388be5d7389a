import type { TeamLinkStatus, TeamMember } from '@sentinela/shared/schemas/team'

export interface TeamView {
  /** Accepted members, as the API orders them. */
  members: TeamMember[]
  /** Invitations not answered yet. */
  pending: TeamMember[]
  /** Links that ended (declined, unlinked, removed), the most recent first. */
  notices: TeamMember[]
}

const ENDED: ReadonlySet<TeamLinkStatus> = new Set(['declined', 'unlinked', 'removed'])

/** Splits the API's one list into the three parts of the cyber team page. */
export function splitTeam(links: readonly TeamMember[]): TeamView {
  const endedAt = (link: TeamMember) => link.endedAt ?? link.invitedAt
  return {
    members: links.filter((link) => link.status === 'active'),
    pending: links.filter((link) => link.status === 'pending'),
    notices: links.filter((link) => ENDED.has(link.status)).sort((a, b) => endedAt(b).localeCompare(endedAt(a))),
  }
}

export type NoticeKind = 'declined' | 'unlinked' | 'removed' | 'withdrawn'

/**
 * What an ended link tells the company (§4): the talent declined or left (unlinked), or the company removed a member.
 * Removing a link that was never accepted is withdrawing the invitation, and reads as such.
 */
export function noticeKind(link: Pick<TeamMember, 'status' | 'acceptedAt'>): NoticeKind {
  if (link.status === 'removed' && !link.acceptedAt) return 'withdrawn'
  if (link.status === 'declined' || link.status === 'unlinked') return link.status
  return 'removed'
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/** The letters shown while there is no photo or logo: "Ana Ferreira" → "AF". */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase()
}
