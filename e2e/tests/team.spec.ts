import { mkdirSync } from 'node:fs'
import type { Browser, Locator, Page } from '@playwright/test'
import { ProfileInputSchema } from '@sentinela/shared/schemas/profile'
import { signInNewCompany } from '../company-fixtures'
import {
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  signInNewTalent,
  test,
  uniqueEmail,
  keepScreenshot,
} from '../fixtures'

const CYBER_TEAM = '/company/account/cyber-team'
const RELATIONS = '/talent/account/relations'
/** Incident Response, in the Protection and Defense category. */
const ROLE_CODE = 'PD-WRL-003'
const SHOTS = '/tmp/shots-team'
const COMPANY = 'Andes Secure'
const TALENT = { firstName: 'Ana', lastName: 'Ferreira' }
const TALENT_NAME = `${TALENT.firstName} ${TALENT.lastName}`

// The machine running these is shared and slow: each story gets room, Playwright's auto-waiting does the rest.
test.describe.configure({ timeout: 240_000 })

type Language = 'en' | 'es' | 'pt'

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX', pt: 'pt-BR' }

/** What people read on the two screens (the catalogs' words, typed out on purpose). */
const WORDS = {
  en: {
    cyberTeam: 'Cyber team',
    relations: 'Company links',
    members: 'Members',
    pending: 'Pending invitations',
    notices: 'Notices',
    invite: 'Invite a talent',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    send: 'Send invitation',
    required: 'This field is required.',
    checkFields: 'Please check the red fields.',
    invitationFailed:
      'We could not invite this person: the e-mail does not belong to a Sentinela talent account. Ask them to sign up as talent first.',
    invited: `Talent invited: ${TALENT_NAME} joins your cyber team after accepting.`,
    noMembers: 'No members yet. Invite a talent with the form: they join once they accept.',
    privateProfile: 'Private profile',
    publicProfile: 'Public profile',
    bestRolesOf: `Best-fitting work roles of ${TALENT_NAME}`,
    role: 'Incident Response',
    invitations: 'Invitations',
    companies: 'Your companies',
    accept: `Accept the invitation from ${COMPANY}`,
    accepted: `You joined the cyber team of ${COMPANY}.`,
    publicSwitch: `Public profile for ${COMPANY}`,
    publicExplained: 'The company sees your profile and progress only while public.',
    nowPublic: `Your profile is now public for ${COMPANY}.`,
    unlink: `Unlink from ${COMPANY}`,
    unlinkTitle: `Unlink from ${COMPANY}?`,
    unlinkConfirm: 'Unlink',
    unlinkDone: `Unlink done: you left the cyber team of ${COMPANY}.`,
    noCompanies: "You are not in any company's cyber team yet.",
    left: (date: string) => `${TALENT_NAME} left the cyber team on ${date}.`,
  },
  es: {
    cyberTeam: 'Equipo cibernético',
    relations: 'Vínculos con empresas',
    members: 'Miembros',
    pending: 'Invitaciones pendientes',
    notices: 'Avisos',
    invite: 'Invitar a un talento',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    send: 'Enviar invitación',
    required: 'Este campo es obligatorio.',
    checkFields: 'Por favor, revisa los campos en rojo.',
    invitationFailed:
      'No pudimos invitar a esta persona: el correo no pertenece a una cuenta de talento de Sentinela. Pídele que primero se registre como talento.',
    invited: `Talento invitado: ${TALENT_NAME} se une a tu equipo cibernético cuando acepte.`,
    noMembers: 'Aún no hay miembros. Invita a un talento con el formulario: se une cuando acepte.',
    privateProfile: 'Perfil privado',
    publicProfile: 'Perfil público',
    bestRolesOf: `Roles de trabajo en los que mejor encaja ${TALENT_NAME}`,
    role: 'Respuesta a incidentes',
    invitations: 'Invitaciones',
    companies: 'Tus empresas',
    accept: `Aceptar la invitación de ${COMPANY}`,
    accepted: `Te uniste al equipo cibernético de ${COMPANY}.`,
    publicSwitch: `Perfil público para ${COMPANY}`,
    publicExplained: 'La empresa ve tu perfil y tu progreso solo mientras sea público.',
    nowPublic: `Tu perfil ahora es público para ${COMPANY}.`,
    unlink: `Desvincularte de ${COMPANY}`,
    unlinkTitle: `¿Desvincularte de ${COMPANY}?`,
    unlinkConfirm: 'Desvincular',
    unlinkDone: `Desvinculación realizada: dejaste el equipo cibernético de ${COMPANY}.`,
    noCompanies: 'Todavía no formas parte del equipo cibernético de ninguna empresa.',
    left: (date: string) => `${TALENT_NAME} dejó el equipo cibernético el ${date}.`,
  },
  pt: {
    cyberTeam: 'Equipe cibernética',
    relations: 'Vínculos com empresas',
    members: 'Membros',
    pending: 'Convites pendentes',
    notices: 'Avisos',
    invite: 'Convidar um talento',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    email: 'E-mail',
    send: 'Enviar convite',
    required: 'Este campo é obrigatório.',
    checkFields: 'Por favor, verifique os campos em vermelho.',
    invitationFailed:
      'Não foi possível convidar esta pessoa: o e-mail não pertence a uma conta de talento da Sentinela. Peça que ela se cadastre como talento primeiro.',
    invited: `Talento convidado: ${TALENT_NAME} entra na sua equipe cibernética quando aceitar.`,
    noMembers: 'Ainda não há membros. Convide um talento pelo formulário: ele entra quando aceitar.',
    privateProfile: 'Perfil privado',
    publicProfile: 'Perfil público',
    bestRolesOf: `Funções de trabalho com maior aderência de ${TALENT_NAME}`,
    role: 'Resposta a incidentes',
    invitations: 'Convites',
    companies: 'Suas empresas',
    accept: `Aceitar o convite de ${COMPANY}`,
    accepted: `Você entrou na equipe cibernética de ${COMPANY}.`,
    publicSwitch: `Perfil público para ${COMPANY}`,
    publicExplained: 'A empresa vê o seu perfil e o seu progresso somente enquanto ele for público.',
    nowPublic: `O seu perfil agora é público para ${COMPANY}.`,
    unlink: `Desvincular-se de ${COMPANY}`,
    unlinkTitle: `Desvincular-se de ${COMPANY}?`,
    unlinkConfirm: 'Desvincular',
    unlinkDone: `Desvinculação concluída: você saiu da equipe cibernética de ${COMPANY}.`,
    noCompanies: 'Você ainda não faz parte da equipe cibernética de nenhuma empresa.',
    left: (date: string) => `${TALENT_NAME} saiu da equipe cibernética em ${date}.`,
  },
} as const

type Words = (typeof WORDS)[Language]

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true })
}

function field(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true })
}

/**
 * Gives the talent a profile worth showing, through the API as the profile screens would: a job title and a city,
 * and every statement of Incident Response, so that role fits 100%.
 */
async function fillTalentProfile(page: Page) {
  const codes: string[] = []
  for (const path of ['tasks', 'knowledge', 'skill']) {
    const response = await page.request.post(`/api/workforceframework/categories/${path}`, {
      headers: await csrfHeaders(page),
      data: { workRoleCodes: [ROLE_CODE], page: 1, limit: 200 },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const { data } = (await response.json()) as { data: { code: string }[] }
    codes.push(...data.map((item) => item.code))
  }
  const current = (await (await page.request.get('/api/profile')).json()) as {
    data: { profile: Record<string, unknown> & { version: number } }
  }
  const keys = Object.keys(ProfileInputSchema.shape)
  const input = Object.fromEntries(Object.entries(current.data.profile).filter(([key]) => keys.includes(key)))
  const saved = await page.request.put('/api/profile', {
    headers: await csrfHeaders(page),
    data: {
      ...input,
      currentJobTitle: 'SOC Analyst',
      country: 'MX',
      city: 'Guadalajara',
      nice: { categoryCodes: ['PD'], workRoleCodes: [ROLE_CODE], statementCodes: codes },
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** A second person at another computer: a fresh talent in a browser context of their own, in `language`. */
async function openTalentPage(browser: Browser, language: Language, email: string) {
  const context = await browser.newContext({ locale: LOCALES[language] })
  const page = await context.newPage()
  await signInNewTalent(page, { ...TALENT, email, language })
  await page.evaluate((chosen) => localStorage.setItem('sentinela.language', chosen), language)
  return { context, page }
}

/** Opens the cyber team page fresh, so it reads the team as the API has it now. */
async function openCyberTeam(page: Page, words: Words) {
  await page.goto(CYBER_TEAM)
  await expect(page.getByRole('heading', { level: 1, name: words.cyberTeam })).toBeVisible()
  await expect(section(page, words.members)).toBeVisible()
}

for (const language of ['en', 'es', 'pt'] as const satisfies readonly Language[]) {
  test(`A company invites a talent, who joins, shares the profile and then unlinks (${language})`, async ({
    page,
    browser,
  }) => {
    const words = WORDS[language]
    const talentEmail = uniqueEmail(`team-${language}`)
    await signInNewCompany(page, { companyName: COMPANY, language })
    const talent = await openTalentPage(browser, language, talentEmail)
    await fillTalentProfile(talent.page)

    // The company's empty team, and the invitation form's rules (§5: every field is mandatory).
    await openCyberTeam(page, words)
    await expect(page).toHaveTitle(`${words.cyberTeam} · Sentinela`)
    await expect(section(page, words.members).getByText(words.noMembers)).toBeVisible()
    const invite = section(page, words.invite)
    await invite.getByRole('button', { name: words.send }).click()
    await expect(invite.getByText(words.checkFields)).toBeVisible()
    await expect(invite.getByText(words.required)).toHaveCount(3)
    await expect(field(invite, words.firstName)).toBeFocused()
    await expectNoAxeViolations(page, { repeatedIn: language })
    await shot(page, `cyber-team-empty-${language}`)

    // §8 "error in invitation to talent": the address is not a talent account.
    await field(invite, words.firstName).fill(TALENT.firstName)
    await field(invite, words.lastName).fill(TALENT.lastName)
    await field(invite, words.email).fill(uniqueEmail('nobody'))
    await expect(invite.getByText(words.required)).toHaveCount(0)
    await invite.getByRole('button', { name: words.send }).click()
    await expect(invite.getByText(words.invitationFailed)).toBeVisible()
    await expect(field(invite, words.email)).toHaveAttribute('aria-invalid', 'true')

    // The real address: "talent invited", and the invitation waits for an answer.
    await field(invite, words.email).fill(talentEmail)
    await invite.getByRole('button', { name: words.send }).click()
    await expect(page.getByText(words.invited)).toBeVisible()
    await expect(field(invite, words.firstName)).toHaveValue('')
    const pending = section(page, words.pending)
    await expect(pending.getByRole('heading', { level: 3, name: TALENT_NAME })).toBeVisible()
    await expect(pending.getByText(talentEmail)).toBeVisible()
    await expectNoAxeViolations(page, { repeatedIn: language })
    await shot(page, `cyber-team-invited-${language}`)

    // The talent accepts on the company links page.
    await talent.page.goto(RELATIONS)
    await expect(talent.page.getByRole('heading', { level: 1, name: words.relations })).toBeVisible()
    const invitations = section(talent.page, words.invitations)
    await expect(invitations.getByRole('heading', { level: 3, name: COMPANY })).toBeVisible()
    await expect(section(talent.page, words.companies).getByText(words.noCompanies)).toBeVisible()
    await expectNoAxeViolations(talent.page, { repeatedIn: language })
    await shot(talent.page, `relations-invitation-${language}`)
    await invitations.getByRole('button', { name: words.accept }).click()
    await expect(talent.page.getByText(words.accepted)).toBeVisible()
    const companies = section(talent.page, words.companies)
    await expect(companies.getByRole('heading', { level: 3, name: COMPANY })).toBeVisible()
    const visibility = companies.getByRole('switch', { name: words.publicSwitch })
    await expect(visibility).not.toBeChecked()
    await expect(companies.getByText(words.publicExplained)).toBeVisible()

    // The company sees an active member whose profile is private: no roles, no details.
    await openCyberTeam(page, words)
    const member = section(page, words.members).getByRole('listitem').filter({ hasText: TALENT_NAME })
    await expect(member.getByText(words.privateProfile, { exact: true })).toBeVisible()
    await expect(member.getByRole('list', { name: words.bestRolesOf })).toHaveCount(0)
    await expect(member.getByText('SOC Analyst')).toHaveCount(0)
    await expect(section(page, words.pending).getByRole('heading', { name: TALENT_NAME })).toHaveCount(0)

    // The talent makes the profile public for this company…
    await visibility.click()
    await expect(talent.page.getByText(words.nowPublic)).toBeVisible()
    await expect(visibility).toBeChecked()
    await expectNoAxeViolations(talent.page, { repeatedIn: language })
    await shot(talent.page, `relations-public-${language}`)

    // …and the company sees the profile and the best roles with their fit.
    await openCyberTeam(page, words)
    await expect(member.getByText(words.publicProfile, { exact: true })).toBeVisible()
    await expect(member.getByText('SOC Analyst')).toBeVisible()
    const roles = member.getByRole('list', { name: words.bestRolesOf })
    const role = roles.getByRole('listitem').filter({ hasText: words.role })
    await expect(role).toContainText(/100\s?%/)
    await expectNoAxeViolations(page, { repeatedIn: language })
    await shot(page, `cyber-team-public-${language}`)

    // The talent unlinks, after confirming.
    await companies.getByRole('button', { name: words.unlink }).click()
    const dialog = talent.page.getByRole('dialog', { name: words.unlinkTitle })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(talent.page, { repeatedIn: language })
    await shot(talent.page, `relations-unlink-dialog-${language}`)
    await dialog.getByRole('button', { name: words.unlinkConfirm, exact: true }).click()
    await expect(talent.page.getByText(words.unlinkDone)).toBeVisible()
    await expect(companies.getByText(words.noCompanies)).toBeVisible()

    // §4: the company is told — the notice on the cyber team page (an e-mail also goes out).
    await openCyberTeam(page, words)
    const today = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date())
    await expect(section(page, words.notices).getByText(words.left(today))).toBeVisible()
    await expect(section(page, words.members).getByText(words.noMembers)).toBeVisible()
    await expectNoAxeViolations(page, { repeatedIn: language })
    await shot(page, `cyber-team-notice-${language}`)
    await talent.context.close()
  })
}

test('A company withdraws an invitation and removes a member; a talent declines an invitation', async ({
  page,
  browser,
}) => {
  const words = WORDS.en
  const company = await signInNewCompany(page, { companyName: COMPANY })
  const members = [
    { firstName: 'Ana', lastName: 'Ferreira', email: uniqueEmail('team-member') },
    { firstName: 'Bruno', lastName: 'Silva', email: uniqueEmail('team-decline') },
    { firstName: 'Carla', lastName: 'Ramos', email: uniqueEmail('team-withdraw') },
  ]
  const contexts = []
  for (const person of members) {
    const context = await browser.newContext({ locale: LOCALES.en })
    const talentPage = await context.newPage()
    await signInNewTalent(talentPage, person)
    contexts.push({ context, page: talentPage })
  }
  for (const person of members) {
    const answer = await page.request.post('/api/employees/jointTalent', {
      headers: await csrfHeaders(page),
      data: person,
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  // Ana accepts through the API; Bruno declines on the page, after confirming.
  const ana = contexts[0]!.page
  const [invitation] = (
    (await (await ana.request.get('/api/employees/relations')).json()) as { data: { linkId: number }[] }
  ).data
  const accepted = await ana.request.post('/api/employees/confirmTalentLink', {
    headers: await csrfHeaders(ana),
    data: { linkId: invitation!.linkId, accept: true },
  })
  expect(accepted.ok(), await accepted.text()).toBe(true)

  const bruno = contexts[1]!.page
  await bruno.goto(RELATIONS)
  await bruno.getByRole('button', { name: `Decline the invitation from ${company.companyName}` }).click()
  const decline = bruno.getByRole('dialog', { name: `Decline the invitation from ${company.companyName}?` })
  await decline.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(bruno.getByText(`You declined the invitation from ${company.companyName}.`)).toBeVisible()
  await expect(section(bruno, words.invitations).getByText('No invitations waiting for you.')).toBeVisible()

  // The company withdraws Carla's invitation and removes Ana, each after confirming.
  await openCyberTeam(page, words)
  await expect(page.getByText('1 member', { exact: true })).toBeVisible()
  await section(page, words.pending).getByRole('button', { name: 'Withdraw the invitation to Carla Ramos' }).click()
  const withdraw = page.getByRole('dialog', { name: 'Withdraw the invitation to Carla Ramos?' })
  await expectNoAxeViolations(page)
  await shot(page, 'cyber-team-withdraw-dialog-en')
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(page.getByText('The invitation to Carla Ramos was withdrawn.')).toBeVisible()
  await expect(section(page, words.pending).getByText('No invitations waiting for an answer.')).toBeVisible()

  await section(page, words.members).getByRole('button', { name: 'Remove Ana Ferreira from the cyber team' }).click()
  const remove = page.getByRole('dialog', { name: 'Remove Ana Ferreira from the cyber team?' })
  await remove.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(page.getByText('Ana Ferreira was removed from the cyber team.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: words.members })).toBeFocused()

  const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date())
  const notices = section(page, words.notices)
  await expect(notices.getByText(`Bruno Silva declined the invitation on ${today}.`)).toBeVisible()
  await expect(notices.getByText(`The invitation to Carla Ramos was withdrawn on ${today}.`)).toBeVisible()
  await expect(notices.getByText(`Ana Ferreira was removed from the cyber team on ${today}.`)).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'cyber-team-notices-en')
  // On a phone the invitation form comes first, the team and its notices below.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(section(page, words.invite)).toBeInViewport()
  await expectNoAxeViolations(page)
  await shot(page, 'cyber-team-phone-en')

  // Ana no longer has the company among hers.
  await ana.goto(RELATIONS)
  await expect(section(ana, words.companies).getByText(words.noCompanies)).toBeVisible()
  for (const { context } of contexts) await context.close()
})

test('A talent who opens the cyber team page is pointed to the company links', async ({ page }) => {
  await signInNewTalent(page)
  await page.goto(CYBER_TEAM)
  await expect(page.getByRole('heading', { level: 1, name: WORDS.en.cyberTeam })).toBeVisible()
  await page.getByRole('link', { name: 'Go to my company links' }).click()
  await expect(page).toHaveURL(new RegExp(`${RELATIONS}$`))
  await expect(page.getByRole('heading', { level: 1, name: WORDS.en.relations })).toBeVisible()
})
