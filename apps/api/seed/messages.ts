import { and, eq } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { messages, messageThreads, positions, users } from '../src/db/schema/index'

const HOUR = 3_600_000
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR)

/**
 * #20 Connections and messages: Lucía's conversation with Andes Secure about her application to its Incident
 * Response Analyst job. Her application's message opens it, the recruiter and she agree on a call, and the main
 * admin's last message is still unread by Lucía.
 */
export async function seedMessages(db: Database, ids: { lucia: number; andesCompanyId: number; andesAdmin: number }) {
  // Idempotent: a second start finds the conversation in place.
  const [existing] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.companyId, ids.andesCompanyId), eq(messageThreads.talentId, ids.lucia)))
  if (existing) return
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.companyId, ids.andesCompanyId), eq(positions.jobTitle, 'Incident Response Analyst')))
  const [recruiter] = await db.select().from(users).where(eq(users.email, 'recruiter@example.com'))
  const [admin] = await db.select().from(users).where(eq(users.id, ids.andesAdmin))
  const [lucia] = await db.select().from(users).where(eq(users.id, ids.lucia))
  const positionId = position?.id ?? null
  const name = (user: typeof users.$inferSelect | undefined) => (user ? `${user.firstName} ${user.lastName}` : '')

  const [thread] = await db
    .insert(messageThreads)
    .values({
      companyId: ids.andesCompanyId,
      talentId: ids.lucia,
      positionId,
      createdAt: hoursAgo(48),
      lastMessageAt: hoursAgo(3),
      // Lucía read up to her own answer; the company has read everything.
      talentReadAt: hoursAgo(22),
      companyReadAt: hoursAgo(3),
    })
    .returning()
  await db.insert(messages).values([
    {
      threadId: thread!.id,
      senderId: ids.lucia,
      senderName: name(lucia),
      fromTalent: true,
      kind: 'application',
      positionId,
      body: 'Hola, lidero la respuesta a incidentes de 40 clientes en mi rol actual y me encantaría sumarme a su CSIRT.',
      createdAt: hoursAgo(48),
    },
    {
      threadId: thread!.id,
      senderId: recruiter?.id ?? ids.andesAdmin,
      senderName: name(recruiter ?? admin),
      fromTalent: false,
      kind: 'message',
      positionId,
      body:
        'Hola Lucía, gracias por postularte. Nos gustó mucho tu experiencia con clientes financieros. ' +
        '¿Podemos hablar el jueves a las 10:00 (hora de Bogotá)?',
      createdAt: hoursAgo(24),
    },
    {
      threadId: thread!.id,
      senderId: ids.lucia,
      senderName: name(lucia),
      fromTalent: true,
      kind: 'message',
      positionId: null,
      body: '¡Claro! El jueves a las 10:00 me queda perfecto. ¿Será por videollamada?',
      createdAt: hoursAgo(22),
    },
    {
      threadId: thread!.id,
      senderId: ids.andesAdmin,
      senderName: name(admin),
      fromTalent: false,
      kind: 'message',
      positionId: null,
      body:
        'Sí, te enviamos la invitación por correo. Se sumará también nuestra líder del SOC para contarte ' +
        'cómo trabaja el equipo de respuesta.',
      createdAt: hoursAgo(3),
    },
  ])
}
