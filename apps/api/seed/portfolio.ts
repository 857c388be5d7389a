import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { auditEvents, niceStatements, talentProjects } from '../src/db/schema/index'

const DAY = 86_400_000

/** Lucía's portfolio (#20): a CTF, a write-up and a repository, with the NICE statements each shows. */
const LUCIA_PROJECTS = [
  {
    title: 'Hack The Box Cyber Apocalypse 2026 — forensics track',
    description:
      'Played with the Andes Secure team: solved 9 of 11 forensics challenges (memory dumps, PCAPs, a malicious ' +
      'Office macro) and finished 48th of 3,200 teams.',
    link: 'https://github.com/example/cyber-apocalypse-2026',
    kind: 'ctf' as const,
    startDate: '2026-03-10',
    endDate: '2026-03-14',
    statementCodes: ['S0875', 'K0696', 'K0857'],
  },
  {
    title: 'Write-up: tracing a loader through DNS tunnelling',
    description:
      'How a SOC alert on odd DNS volume led to a loader exfiltrating data through TXT records, with the Zeek ' +
      'queries and Sigma rule that now catch it.',
    link: 'https://example.com/blog/dns-tunnelling-loader',
    kind: 'write_up' as const,
    startDate: '2025-11-02',
    endDate: '2025-11-20',
    statementCodes: ['S0874', 'K0480', 'K0939'],
  },
  {
    title: 'sigma-latam: detection rules for Latin American banking trojans',
    description:
      'Open-source Sigma rules and test logs for Grandoreiro and Mekotio variants seen in Mexico and Brazil; ' +
      'maintained with two other analysts.',
    link: 'https://github.com/example/sigma-latam',
    kind: 'repository' as const,
    startDate: '2025-06-01',
    endDate: null,
    statementCodes: ['K0860', 'K0683'],
  },
]

/**
 * Projects for Lucía, and a few security events so her activity timeline shows every kind (her applications,
 * their status changes and her trainings are seeded by the jobs and learning seeds). Idempotent: nothing is added
 * when she already has projects.
 */
export async function seedPortfolio(db: Database, people: { lucia: number }) {
  const existing = await db
    .select({ id: talentProjects.id })
    .from(talentProjects)
    .where(eq(talentProjects.talentId, people.lucia))
    .limit(1)
  if (existing.length > 0) return

  // Only codes the loaded framework has (they all are in Components v2.1.0).
  const codes = LUCIA_PROJECTS.flatMap((project) => project.statementCodes)
  const known = new Set(
    (
      await db.select({ code: niceStatements.code }).from(niceStatements).where(inArray(niceStatements.code, codes))
    ).map((row) => row.code),
  )
  await db.insert(talentProjects).values(
    LUCIA_PROJECTS.map((project) => ({
      ...project,
      talentId: people.lucia,
      statementCodes: project.statementCodes.filter((code) => known.has(code)),
    })),
  )

  const hasSecurity = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, people.lucia), eq(auditEvents.event, 'password_changed')))
    .limit(1)
  if (hasSecurity.length > 0) return
  const at = (days: number) => new Date(Date.now() - days * DAY)
  const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0'
  await db.insert(auditEvents).values([
    { userId: people.lucia, event: 'sign_in', ip: '203.0.113.24', userAgent: browser, createdAt: at(1) },
    { userId: people.lucia, event: 'two_step_enabled', ip: '203.0.113.24', userAgent: browser, createdAt: at(6) },
    { userId: people.lucia, event: 'sign_in', ip: '198.51.100.7', userAgent: browser, createdAt: at(6.1) },
    { userId: people.lucia, event: 'password_changed', ip: '203.0.113.24', userAgent: browser, createdAt: at(20) },
  ])
}
