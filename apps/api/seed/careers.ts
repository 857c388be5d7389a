import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import {
  careerPaths,
  careerPathTrainings,
  companyCareerRecommendations,
  talentSavedCareers,
  trainings,
} from '../src/db/schema/index'
import { recomputeCareerScores } from '../src/db/career-scores'

const LADDER = 'Andes SOC analyst ladder'
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/**
 * Career paths of the demo (#14): the demo talents follow Sentinela's paths, Lucía (Andes Secure's team, profile
 * public) has her company's SOC ladder assigned, and each talent's percentage is stored as the app stores it.
 */
export async function seedCareers(
  db: Database,
  people: { andesCompanyId: number; andesAdminId: number; lucia: number; joao: number; emily: number },
) {
  const system = new Map(
    (
      await db
        .select({ id: careerPaths.id, key: careerPaths.key })
        .from(careerPaths)
        .where(eq(careerPaths.owner, 'system'))
    ).map((row) => [row.key, row.id]),
  )
  const saves = [
    { talentId: people.lucia, key: 'security-architect', days: 12 },
    { talentId: people.lucia, key: 'soc-professional', days: 4 },
    { talentId: people.joao, key: 'red-team-professional', days: 9 },
    { talentId: people.emily, key: 'soc-professional', days: 6 },
    { talentId: people.emily, key: 'cybersecurity-auditor', days: 2 },
  ].flatMap(({ talentId, key, days }) => {
    const careerPathId = system.get(key)
    return careerPathId ? [{ talentId, careerPathId, savedAt: daysAgo(days) }] : []
  })
  if (saves.length > 0) await db.insert(talentSavedCareers).values(saves).onConflictDoNothing()

  // Seeding twice changes nothing: the ladder is created once.
  const [existing] = await db
    .select({ id: careerPaths.id })
    .from(careerPaths)
    .where(and(eq(careerPaths.ownerCompanyId, people.andesCompanyId), eq(careerPaths.name, LADDER)))
  if (existing) return
  const [ladder] = await db
    .insert(careerPaths)
    .values({
      owner: 'company',
      ownerCompanyId: people.andesCompanyId,
      createdBy: people.andesAdminId,
      name: LADDER,
      description:
        'How analysts grow in our 24/7 SOC in Bogotá: hands-on triage first, then detection engineering on Microsoft Sentinel and Defender, then incident handling.',
      workRoleCodes: ['PD-WRL-001', 'PD-WRL-003'],
    })
    .returning({ id: careerPaths.id })
  const ladderTrainings: [string, number][] = [
    ['tryhackme-soc-level-1', 0],
    ['htb-academy-soc-analyst', 0],
    ['microsoft-sc-200', 1],
    ['comptia-cysa-plus', 1],
    ['giac-gcih', 2],
  ]
  const found = await db
    .select({ id: trainings.id, key: trainings.key })
    .from(trainings)
    .where(
      inArray(
        trainings.key,
        ladderTrainings.map(([key]) => key),
      ),
    )
  const idOf = new Map(found.map((row) => [row.key, row.id]))
  const rows = ladderTrainings.flatMap(([key, level]) =>
    idOf.has(key) ? [{ careerPathId: ladder!.id, trainingId: idOf.get(key)!, level }] : [],
  )
  if (rows.length > 0) await db.insert(careerPathTrainings).values(rows)
  await db
    .insert(companyCareerRecommendations)
    .values({
      companyId: people.andesCompanyId,
      talentId: people.lucia,
      careerPathId: ladder!.id,
      assignedToTalent: true,
      recommendedDate: daysAgo(3),
      recommendedBy: people.andesAdminId,
    })
    .onConflictDoNothing()
  for (const talentId of [people.lucia, people.joao, people.emily]) await recomputeCareerScores(db, talentId)
}
