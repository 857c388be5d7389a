import { asc, eq, sql } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import type { AwardCountry } from '@sentinela/shared/schemas/awards'
import type { Database } from '../src/db/client'
import { awardEditions, awardNominees, awardVotes, users } from '../src/db/schema/index'
import type { FileStorage } from '../src/lib/storage'

const DAY = 86_400_000

interface SeedNominee {
  firstName: string
  lastName: string
  knowledgeArea: string
  institution: string
  coursesTaught: string
  votes: number
  status?: 'approved' | 'pending'
}

/**
 * Fictional teachers (their institutions say so): the demo shows how the contest works, never real people's names.
 * Votes are cast by demo talents, one per talent per edition, so every count is the number of its vote rows.
 */
const PAST: { country: AwardCountry; year: number; nominees: SeedNominee[] }[] = [
  {
    country: 'MX',
    year: 2023,
    nominees: [
      nominee('Mariana', 'Villaseñor', 'Network defense', 'Universidad Demo del Valle de México', 'Redes seguras', 12),
      nominee(
        'Héctor',
        'Iturbide',
        'Digital forensics',
        'Instituto Tecnológico Demo de Monterrey',
        'Cómputo forense',
        9,
      ),
      nominee('Paola', 'Cisneros', 'Secure software', 'Universidad Demo de Guadalajara', 'Desarrollo seguro', 6),
      nominee('Rodrigo', 'Anaya', 'Cloud security', 'Colegio Demo de Puebla', 'Seguridad en la nube', 3),
    ],
  },
  {
    country: 'CO',
    year: 2024,
    nominees: [
      nominee(
        'Catalina',
        'Restrepo',
        'Incident response',
        'Universidad Demo de Antioquia',
        'Respuesta a incidentes',
        11,
      ),
      nominee('Andrés', 'Quintero', 'Threat intelligence', 'Politécnico Demo de Bogotá', 'Inteligencia de amenazas', 8),
      nominee('Natalia', 'Ospina', 'Governance and risk', 'Universidad Demo del Cauca', 'Gestión de riesgos', 4),
    ],
  },
  {
    country: 'CL',
    year: 2025,
    nominees: [
      nominee('Ignacio', 'Fuenzalida', 'Penetration testing', 'Universidad Demo de Valparaíso', 'Hacking ético', 10),
      nominee('Francisca', 'Errázuriz', 'Cryptography', 'Instituto Demo de Santiago', 'Criptografía aplicada', 7),
      nominee('Tomás', 'Bustamante', 'Security operations', 'Duoc Demo Concepción', 'Operaciones de seguridad', 5),
    ],
  },
  {
    country: 'AR',
    year: 2025,
    nominees: [
      nominee('Valentina', 'Sosa', 'Malware analysis', 'Universidad Demo de Córdoba', 'Análisis de malware', 9),
      nominee('Martín', 'Lucero', 'Identity and access', 'Instituto Demo de Rosario', 'Gestión de identidades', 8),
      nominee('Julieta', 'Ferreyra', 'Network defense', 'Universidad Demo de Mendoza', 'Defensa de redes', 2),
    ],
  },
]

function nominee(
  firstName: string,
  lastName: string,
  knowledgeArea: string,
  institution: string,
  coursesTaught: string,
  votes: number,
  status: 'approved' | 'pending' = 'approved',
): SeedNominee {
  return { firstName, lastName, knowledgeArea, institution, coursesTaught, votes, status }
}

/** A one-page PDF that says what it is: the proof file of a fictional nomination. */
function demoProof(name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Demo proof of experience' } })
    const chunks: Buffer[] = []
    document.on('data', (chunk: Buffer) => chunks.push(chunk))
    document.on('end', () => resolve(Buffer.concat(chunks)))
    document.on('error', reject)
    document.fontSize(18).text('Constancia docente (demo)')
    document
      .moveDown()
      .fontSize(12)
      .text(`${name} imparte cursos de ciberseguridad desde hace más de un año, a más de 20 estudiantes.`)
    document.moveDown().text('Documento ficticio del seed de demostración de Sentinela.')
    document.end()
  })
}

/**
 * The teacher awards (#19): the four past editions of §9, closed with their results; Mexico 2026 open for
 * nominations with two waiting for the operator; Colombia 2026 open for voting. Idempotent: skipped once editions
 * exist.
 */
export async function seedAwards(
  db: Database,
  storage: FileStorage,
  people: { lucia: number; andesAdmin: number; operator: number },
  now = Date.now(),
) {
  const [existing] = await db.select({ id: awardEditions.id }).from(awardEditions).limit(1)
  if (existing) return
  // Voters: demo talents other than Lucía, so that she can still vote in Colombia when she signs in.
  const voters = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.role} = 'talent' and ${users.id} <> ${people.lucia}`)
      .orderBy(asc(users.id))
  ).map((row) => row.id)

  const editions = [
    ...PAST.map(({ country, year, nominees }) => ({
      country,
      year,
      nominees,
      dates: {
        nominationsOpenAt: new Date(`${year}-03-01T00:00:00Z`),
        nominationsCloseAt: new Date(`${year}-04-15T00:00:00Z`),
        votingOpenAt: new Date(`${year}-05-01T00:00:00Z`),
        votingCloseAt: new Date(`${year}-06-01T00:00:00Z`),
      },
    })),
    {
      country: 'MX' as const,
      year: 2026,
      nominees: [
        nominee(
          'Ximena',
          'Garza',
          'Security operations',
          'Universidad Demo de Querétaro',
          'Monitoreo y SIEM',
          0,
          'pending',
        ),
        nominee(
          'Emilio',
          'Zavala',
          'Cloud security',
          'Instituto Demo de Mérida',
          'Arquitectura segura en la nube',
          0,
          'pending',
        ),
      ],
      dates: {
        nominationsOpenAt: new Date(now - 10 * DAY),
        nominationsCloseAt: new Date(now + 20 * DAY),
        votingOpenAt: new Date(now + 30 * DAY),
        votingCloseAt: new Date(now + 45 * DAY),
      },
    },
    {
      country: 'CO' as const,
      year: 2026,
      nominees: [
        nominee('Daniela', 'Cárdenas', 'Incident response', 'Universidad Demo de Medellín', 'Manejo de incidentes', 6),
        nominee('Felipe', 'Montoya', 'Penetration testing', 'Corporación Demo de Cali', 'Pruebas de penetración', 4),
        nominee(
          'Laura',
          'Betancur',
          'Governance and risk',
          'Universidad Demo de Manizales',
          'ISO 27001 en la práctica',
          3,
        ),
        nominee(
          'Santiago',
          'Herrera',
          'Digital forensics',
          'Politécnico Demo de Barranquilla',
          'Informática forense',
          1,
        ),
      ],
      dates: {
        nominationsOpenAt: new Date(now - 40 * DAY),
        nominationsCloseAt: new Date(now - 20 * DAY),
        votingOpenAt: new Date(now - 5 * DAY),
        votingCloseAt: new Date(now + 25 * DAY),
      },
    },
  ]

  await db.transaction(async (tx) => {
    for (const edition of editions) {
      const [row] = await tx
        .insert(awardEditions)
        .values({ country: edition.country, year: edition.year, ...edition.dates, createdBy: people.operator })
        .returning({ id: awardEditions.id })
      let voter = 0
      for (const [index, item] of edition.nominees.entries()) {
        const proofKey = `award-proofs/demo-${edition.country}-${edition.year}-${index + 1}.pdf`
        await storage.put(proofKey, await demoProof(`${item.firstName} ${item.lastName}`))
        const pending = item.status === 'pending'
        const slug = `${item.firstName}.${item.lastName}`
          .normalize('NFKD')
          .replace(/[^A-Za-z.]/g, '')
          .toLowerCase()
        const [created] = await tx
          .insert(awardNominees)
          .values({
            editionId: row!.id,
            firstName: item.firstName,
            lastName: item.lastName,
            email: `${slug}@example.com`,
            knowledgeArea: item.knowledgeArea,
            institution: item.institution,
            coursesTaught: item.coursesTaught,
            yearsTeaching: 3 + index * 2,
            students: 40 + index * 35,
            proofKey,
            proofType: 'pdf',
            nominatedBy: index % 2 === 0 ? people.lucia : people.andesAdmin,
            status: item.status ?? 'approved',
            reviewedAt: pending ? null : edition.dates.nominationsCloseAt,
            reviewedBy: pending ? null : people.operator,
          })
          .returning({ id: awardNominees.id })
        const ballots = voters.slice(voter, voter + item.votes)
        voter += ballots.length
        if (ballots.length > 0) {
          await tx
            .insert(awardVotes)
            .values(ballots.map((userId) => ({ editionId: row!.id, nomineeId: created!.id, userId })))
          await tx.update(awardNominees).set({ votesQuantity: ballots.length }).where(eq(awardNominees.id, created!.id))
        }
      }
    }
  })
}
