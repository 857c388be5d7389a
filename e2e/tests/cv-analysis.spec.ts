import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator } from '@playwright/test'
import { expect, expectNoAxeViolations, fitOf, signInNewTalent, test, keepScreenshot } from '../fixtures'

/**
 * Issue #17, CV analysis as a new talent lives it: upload a CV, watch it being read, review the suggestions beside the
 * profile, accept part of them, and see the profile and the NICE fit change. The CVs are the evaluation set's own
 * (apps/api/eval/cv/files), one per language, a PDF each.
 */

const CVS = join(import.meta.dirname, '..', '..', 'apps', 'api', 'eval', 'cv', 'files')
const BASIC_DATA = '/talent/account/profile/basicData'
const SHOTS = '/tmp/shots-cv-analysis'

const WORDS = {
  en: {
    file: 'en-soc-analyst-single.pdf',
    upload: 'Upload CV',
    saved: 'CV saved.',
    title: 'What we found in your CV',
    experiences: 'Experience',
    roles: 'NICE work roles',
    accept: 'Add the selected items to my profile',
    accepted: 'Added to your profile. Your fit was recomputed.',
    experiencePage: '/talent/account/profile/workExperience',
  },
  es: {
    file: 'es-pentester-two-column.pdf',
    upload: 'Subir CV',
    saved: 'CV guardado.',
    title: 'Lo que encontramos en tu CV',
    experiences: 'Experiencia',
    roles: 'Roles de trabajo NICE',
    accept: 'Agregar lo seleccionado a mi perfil',
    accepted: 'Agregado a tu perfil. Tu afinidad se recalculó.',
    experiencePage: '/talent/account/profile/workExperience',
  },
  pt: {
    file: 'pt-forensics-single-pdf.pdf',
    upload: 'Enviar currículo',
    saved: 'Currículo salvo.',
    title: 'O que encontramos no seu CV',
    experiences: 'Experiência',
    roles: 'Funções de trabalho NICE',
    accept: 'Adicionar os itens selecionados ao meu perfil',
    accepted: 'Adicionado ao seu perfil. Sua afinidade foi recalculada.',
    experiencePage: '/talent/account/profile/workExperience',
  },
} as const

/** The review's section with this heading. */
const section = (review: Locator, name: string) =>
  review.locator('section', { has: review.page().getByRole('heading', { name, exact: true }) })

for (const language of ['en', 'es', 'pt'] as const) {
  test.describe(`CV analysis (${language})`, () => {
    test.use({ language })

    test(`a new talent uploads a CV, watches it read, accepts part of the suggestions and sees profile and fit change (${language})`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const words = WORDS[language]
      mkdirSync(SHOTS, { recursive: true })
      await signInNewTalent(page, { language })
      await page.goto(BASIC_DATA)

      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: words.upload }).click()
      await (await chooser).setFiles(join(CVS, words.file))
      await expect(page.getByText(words.saved)).toBeVisible()

      // Being read, then read: the status is live on the page (the upload answered before the analysis ran).
      const status = page.getByTestId('cv-analysis-status')
      const review = page.getByTestId('cv-analysis-ready')
      await expect(status.or(review)).toBeVisible()
      await expect(review).toBeVisible({ timeout: 60_000 })
      await expect(review.getByRole('heading', { name: words.title })).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })

      // Part of it: the first experience and the best work role, nothing else.
      const experience = section(review, words.experiences).getByRole('checkbox').first()
      const experienceLabel = (
        await experience.locator('xpath=ancestor::*[contains(@class,"Checkbox-root")]').innerText()
      ).trim()
      const company = experienceLabel.split(' · ')[1]!.replace(/\s*\(.*$/, '')
      await experience.check()
      const role = section(review, words.roles).getByRole('checkbox').first()
      const roleLabel = await role.locator('xpath=ancestor::*[contains(@class,"Checkbox-root")]').innerText()
      const roleCode = /\(([A-Z]{2}-WRL-\d{3})\)/.exec(roleLabel)?.[1]
      expect(roleCode, roleLabel).toBeDefined()
      await role.check()
      expect(await fitOf(page, roleCode!)).toBe(0)
      await keepScreenshot(page, { path: `${SHOTS}/review-${language}.png`, fullPage: true })

      await review.getByRole('button', { name: words.accept }).click()
      await expect(page.getByText(words.accepted)).toBeVisible()

      // The role is in the profile now (no longer offered), and its stored fit moved at once.
      await expect(section(review, words.roles).getByRole('checkbox', { name: roleLabel.trim() })).toHaveCount(0)
      expect(await fitOf(page, roleCode!)).toBeGreaterThan(0)
      // The experience was saved whole; what was not chosen is still offered, and nothing else entered the profile.
      await page.goto(words.experiencePage)
      await expect(page.getByText(company).first()).toBeVisible()
      const profile = (await (await page.request.get('/api/profile')).json()) as {
        data: { profile: { experiences: unknown[]; certifications: unknown[]; nice: { workRoleCodes: string[] } } }
      }
      expect(profile.data.profile.experiences).toHaveLength(1)
      expect(profile.data.profile.certifications).toHaveLength(0)
      expect(profile.data.profile.nice.workRoleCodes).toEqual([roleCode])
    })
  })
}
