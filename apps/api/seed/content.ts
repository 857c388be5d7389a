import { eq } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { posts, users, webinarRegistrations } from '../src/db/schema/index'
import { hashPassword } from '../src/lib/passwords'

/** README "Demo accounts": the operator signs in with this password and a code from this TOTP secret. */
export const DEMO_OPERATOR_EMAIL = 'operator@example.com'
export const DEMO_OPERATOR_TOTP_SECRET = 'SENTINELAOPERATORDEMOTWOSTEPKEYS'

const DAY = 86_400_000

type SeedPost = Omit<typeof posts.$inferInsert, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>

/** Blog posts written for Sentinela (PRODUCT.md "Content"): each with its source, in the three languages. */
function blogPosts(now: number): SeedPost[] {
  const published = (daysAgo: number) => new Date(now - daysAgo * DAY)
  return [
    {
      title: 'Your first 90 days in a SOC: what to learn first',
      body: '## Start with the alerts you will see most\n\nMost new analysts spend their first weeks on phishing reports, failed sign-ins and endpoint alerts. Learn how your SIEM groups them before anything else.\n\n- Read the runbooks for the five most frequent alerts\n- Shadow a senior analyst on one incident from start to close\n- Keep a notebook of every query you reuse\n\nThe NICE role **Defensive Cybersecurity** (PD-WRL-001) lists the tasks you will meet.',
      language: 'en',
      tagIds: [1, 3],
      reference: 'https://niccs.cisa.gov/workforce-development/nice-framework',
      author: 'Sentinela editorial team',
      status: 'published',
      publishedAt: published(3),
    },
    {
      title: 'Cómo leer una oferta de empleo en ciberseguridad',
      body: 'Muchas ofertas piden "3 años de experiencia" para puestos de entrada. Antes de descartarte, compara las **tareas** de la oferta con los roles NICE de tu perfil.\n\n1. Subraya los verbos: monitorear, investigar, configurar.\n2. Busca el rol NICE que los contiene.\n3. Postula si cubres la mayoría: el porcentaje mínimo de Sentinela te dice si estás listo.',
      language: 'es',
      tagIds: [1],
      reference: 'https://niccs.cisa.gov/workforce-development/nice-framework/work-roles',
      author: 'Equipo editorial de Sentinela',
      status: 'published',
      publishedAt: published(6),
    },
    {
      title: 'Ransomware na América Latina: o que os relatórios de 2025 mostram',
      body: 'Os relatórios públicos de 2025 apontam o **acesso remoto exposto** e as **credenciais vazadas** como as portas de entrada mais comuns.\n\nPara equipes pequenas, três medidas resolvem a maior parte do risco:\n\n- MFA em todo acesso remoto\n- Inventário dos serviços expostos na internet\n- Backups testados e fora do domínio',
      language: 'pt',
      tagIds: [2, 5],
      reference: 'https://www.cisa.gov/stopransomware',
      author: 'Equipe editorial do Sentinela',
      status: 'published',
      publishedAt: published(9),
    },
    {
      title: 'Free labs to practise incident response this month',
      body: 'Hands-on practice is what hiring managers ask about in interviews. These free options cover the basics:\n\n- **Blue team CTFs** with packet captures and logs\n- Open datasets of Windows event logs for hunting practice\n- Cloud free tiers to build and break a small lab\n\nWrite up what you did: a short public write-up counts as a portfolio item on your Sentinela profile.',
      language: 'en',
      tagIds: [3],
      reference: 'https://www.cisa.gov/resources-tools/training',
      author: 'Sentinela editorial team',
      status: 'published',
      publishedAt: published(14),
    },
    {
      title: 'Mujeres en ciberseguridad: comunidades que te acompañan',
      body: 'Las comunidades locales son el mejor lugar para encontrar mentoras, practicar entrevistas y enterarte de vacantes antes de que se publiquen.\n\nBusca capítulos en tu ciudad, participa en sus CTF y comparte lo que aprendes en tu perfil de Sentinela.',
      language: 'es',
      tagIds: [4],
      reference: 'https://www.wicys.org/',
      author: 'Equipo editorial de Sentinela',
      status: 'published',
      publishedAt: published(20),
    },
    {
      title: 'Certificações de entrada: qual faz sentido para você?',
      body: 'Não existe uma certificação certa para todos. Comece pelo **papel NICE** que você quer exercer e veja quais certificações as vagas desse papel pedem.\n\n| Papel | Certificações comuns |\n|---|---|\n| Defesa | Security+, BTL1 |\n| Nuvem | AZ-500, AWS Security |\n| GRC | ISO 27001 Foundation |',
      language: 'pt',
      tagIds: [1, 3],
      reference: 'https://www.comptia.org/certifications/security',
      author: 'Equipe editorial do Sentinela',
      status: 'published',
      publishedAt: published(27),
    },
    {
      title: 'What the NICE Framework 2.0 changed for job seekers',
      body: 'The current NICE Framework groups work roles into five categories and describes each with task, knowledge and skill statements.\n\nSentinela measures your fit per role from those statements, so updating your profile with what you actually did raises the right percentages.',
      language: 'en',
      tagIds: [1, 5],
      reference: 'https://www.nist.gov/itl/applied-cybersecurity/nice/nice-framework-resource-center',
      author: 'Sentinela editorial team',
      status: 'published',
      publishedAt: published(35),
    },
    {
      title: 'Phishing con IA: señales que siguen funcionando',
      body: 'Los correos generados con IA tienen mejor ortografía, pero las señales de siempre siguen ahí: urgencia, un remitente que no coincide y enlaces a dominios recién registrados.\n\nEnseña a tu equipo a **reportar**, no solo a borrar: cada reporte alimenta tus reglas de detección.',
      language: 'es',
      tagIds: [2],
      reference: 'https://www.incibe.es/ciudadania/tematicas/phishing',
      author: 'Equipo editorial de Sentinela',
      status: 'published',
      publishedAt: published(41),
    },
    {
      title: 'Draft: salary guide for cybersecurity roles in 2026',
      body: 'Work in progress: figures per country and role, waiting for the last survey results.',
      language: 'en',
      tagIds: [1],
      reference: 'https://www.isc2.org/research',
      author: 'Sentinela editorial team',
      status: 'draft',
      publishedAt: null,
    },
  ]
}

/** Sentinela Sessions (tag 6): three past with recordings, three upcoming, times relative to the seeding day. */
function webinars(now: number): SeedPost[] {
  const at = (days: number, utcHour: number) => {
    const day = new Date(now + days * DAY)
    day.setUTCHours(utcHour, 0, 0, 0)
    return day
  }
  const session = (
    days: number,
    title: string,
    body: string,
    language: 'en' | 'es' | 'pt',
    speaker: string,
    recording: boolean,
  ): SeedPost => ({
    title,
    body,
    language,
    tagIds: [6],
    reference: null,
    author: 'Sentinela Sessions',
    status: 'published',
    publishedAt: new Date(Math.min(now, at(days, 17).getTime()) - 14 * DAY),
    speaker,
    startsAt: at(days, 17),
    durationMinutes: 60,
    joinUrl: 'https://meet.example.com/sentinela-sessions',
    recordingUrl: recording ? `https://video.example.com/sentinela-sessions/${Math.abs(days)}` : null,
  })
  return [
    session(
      -30,
      'Breaking into cyber from IT support',
      'How three analysts moved from the help desk to a SOC, and what they would do differently.',
      'en',
      'Daniela Ortiz, SOC lead at Andes Secure',
      true,
    ),
    session(
      -16,
      'Threat hunting con datos abiertos',
      'Una sesión práctica: hipótesis, consultas y hallazgos con telemetría pública.',
      'es',
      'Marina Quispe, Threat Hunter',
      true,
    ),
    session(
      -5,
      'Segurança em nuvem para quem está começando',
      'Identidade, registros e as configurações erradas mais comuns em contas novas.',
      'pt',
      'Rafael Costa, Cloud Security Engineer',
      true,
    ),
    session(
      4,
      'Your first cybersecurity interview: live mock session',
      'Two hiring managers interview a volunteer live and explain what they look for.',
      'en',
      'Priya Raman, Security Hiring Manager',
      false,
    ),
    session(
      11,
      'Gobernanza y cumplimiento: el rol que nadie te explica',
      'Qué hace un analista GRC, qué roles NICE cubre y cómo empezar sin experiencia técnica profunda.',
      'es',
      'Carolina Méndez, GRC Consultant',
      false,
    ),
    session(
      25,
      'Resposta a incidentes: do alerta ao relatório',
      'Um incidente real, passo a passo, com as decisões tomadas em cada fase.',
      'pt',
      'Tiago Almeida, Incident Responder',
      false,
    ),
  ]
}

/**
 * The demo operator (two-step sign-in on, with a fixed secret listed in the README) and the demo content. Idempotent:
 * nothing is added when the operator already exists.
 */
export async function seedContent(db: Database, password: string, now = Date.now()) {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_OPERATOR_EMAIL))
  if (existing) return existing
  const [operator] = await db
    .insert(users)
    .values({
      email: DEMO_OPERATOR_EMAIL,
      passwordHash: await hashPassword(password),
      passwordChangedAt: new Date(now),
      role: 'operator',
      firstName: 'Sofía',
      lastName: 'Paredes',
      language: 'en',
      status: 'active',
      activatedAt: new Date(now),
      termsAcceptedAt: new Date(now),
      totpSecret: DEMO_OPERATOR_TOTP_SECRET,
      totpEnabledAt: new Date(now),
    })
    .returning()
  const created = await db
    .insert(posts)
    .values([...blogPosts(now), ...webinars(now)].map((post) => ({ ...post, createdBy: operator!.id })))
    .returning({ id: posts.id, startsAt: posts.startsAt })
  // The demo talent already registered for the next session.
  const [talent] = await db.select().from(users).where(eq(users.email, 'talent@example.com'))
  const next = created.filter((post) => post.startsAt && post.startsAt.getTime() > now)[0]
  if (talent && next) await db.insert(webinarRegistrations).values({ postId: next.id, userId: talent.id })
  return operator!
}
