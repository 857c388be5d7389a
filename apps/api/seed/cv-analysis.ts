import { readFile } from 'node:fs/promises'
import { pino } from 'pino'
import type { Database } from '../src/db/client'
import type { FileStorage } from '../src/lib/storage'
import { CvAnalysisRepository } from '../src/modules/cv-analysis/cv-analysis.repository'
import { CvAnalysisService } from '../src/modules/cv-analysis/cv-analysis.service'
import { cvKeyOfUrl } from '../src/modules/profile/profile.service'
import { seedTalentAccount } from './accounts'
import { servicesFor } from './profiles'

/** One of the project's own evaluation CVs (apps/api/eval/cv): Jordan Blake, a SOC analyst, invented. */
const CV_FILE = new URL('../eval/cv/files/en-soc-analyst-single.pdf', import.meta.url)

/**
 * Jordan Blake (issue #17): a new talent who uploaded a CV and has not reviewed it yet, so signing in shows what the
 * analysis found, ready to accept. The CV goes through the same upload and analysis code as the API's; the analysis
 * runs here, at seed time, rather than on the queue. Idempotent: skipped once Jordan has a CV.
 */
export async function seedCvAnalysis(db: Database, storage: FileStorage, password: string) {
  const jordan = await seedTalentAccount(db, {
    email: 'jordan.blake@example.com',
    password,
    firstName: 'Jordan',
    lastName: 'Blake',
    language: 'en',
    phone: '+14155550132',
    dataSharingConsent: false,
  })
  const { framework, profiles, service } = servicesFor(db, storage)
  if ((await profiles.getOrCreate(jordan.id)).cvKey) return
  const saved = await service.setCv(jordan.id, await readFile(CV_FILE), 'jordan-blake-cv.pdf')
  const analysis = new CvAnalysisService(
    new CvAnalysisRepository(db),
    storage,
    framework,
    service,
    pino({ level: 'silent' }),
  )
  const key = cvKeyOfUrl(saved.url)
  await analysis.start(jordan.id, key, saved.fileName)
  await analysis.run(jordan.id, key)
}
