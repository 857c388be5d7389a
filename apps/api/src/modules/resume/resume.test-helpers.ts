import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { CvAnalysis } from '@sentinela/shared/schemas/cv-analysis'
import { ProfileInputSchema } from '@sentinela/shared/schemas/profile'
import type { TalentDocument } from '@sentinela/shared/schemas/resume'
import { bearer, createSessionToken, createTalent } from '../../../test/factories'
import { multipart, request, type TestContext } from '../../../test/helper'

/**
 * What the résumé test files share: a talent with a full profile, the builder's choices, an upload, and a PDF's text.
 * Each test file builds its own app (`useTestApp`) and passes it here.
 */
export function resumeHelpers(ctx: TestContext) {
  async function talentWithProfile({ dataSharingConsent = false } = {}) {
    const user = await createTalent(ctx.app.db, { dataSharingConsent, firstName: 'Lucía', lastName: 'Hernández' })
    const statements = (await ctx.app.services.framework.getRoleStatements()).get('PD-WRL-003')!.slice(0, 40)
    const profile = await ctx.app.services.profiles.saveProfile(
      user.id,
      ProfileInputSchema.parse({
        version: 0,
        firstName: 'Lucía',
        lastName: 'Hernández',
        currentJobTitle: 'Analista SOC II',
        country: 'MX',
        city: 'Ciudad de México',
        website: 'https://lucia.example.com',
        clearance: { hasClearance: false },
        experiences: [
          {
            id: 0,
            jobTitle: 'Analista SOC II',
            company: 'Andes Secure',
            startDate: '2023-02-01',
            currentlyWorksHere: true,
            description: 'Triage de alertas, cacería de amenazas y respuesta a incidentes.',
          },
        ],
        educations: [
          { id: 0, school: 'UNAM', degree: 'Ingeniería en Computación', graduated: true, graduationDate: '2019-06-01' },
        ],
        certifications: [{ id: 0, name: 'CompTIA Security+', issuingEntity: 'CompTIA', dateIssued: '2021-05-01' }],
        courses: [],
        languages: [
          { id: 0, language: 'es', level: 'native_or_bilingual' },
          { id: 0, language: 'en', level: 'proficient' },
        ],
        references: [],
        nice: { categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-003'], statementCodes: statements },
      }),
    )
    return { user, profile, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
  }

  const upload = (url: string, headers: Record<string, string>, name: string, bytes: Buffer, type: string) => {
    const body = multipart(name, bytes, type)
    return request<{ data: CvAnalysis & TalentDocument }>(ctx, {
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    })
  }

  return { talentWithProfile, upload }
}

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** The text of every page of a PDF, as a reader selecting it would copy it. */
export async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

/** The builder's choices most tests send: the modern template in Spanish, six sections and a summary of their own. */
export const CHOICES = {
  template: 'modern',
  language: 'es',
  sections: ['summary', 'experience', 'skills', 'languages', 'education', 'certifications'],
  summary: 'Analista que caza amenazas — “texto propio”.',
}
