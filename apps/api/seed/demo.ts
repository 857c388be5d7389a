import type { Database } from '../src/db/client'
import { seedCompanyAccount, seedTalentAccount } from './accounts'

/** README "Demo accounts" lists these; every demo account shares this password. */
export const DEMO_PASSWORD = 'Sentinela-Demo-2026!'

/**
 * Demo data for `npm start` on the embedded database (PRODUCT.md: never in production). Idempotent: a second start
 * finds everything in place. The NICE framework and master data are reference data, loaded on every start.
 */
export async function seedDemo(db: Database): Promise<void> {
  await seedTalentAccount(db, {
    email: 'talent@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Lucía',
    lastName: 'Hernández',
    language: 'es',
    phone: '+525512345678',
    dataSharingConsent: true,
    topTalentOptIn: true,
  })
  await seedTalentAccount(db, {
    email: 'joao.silva@example.com',
    password: DEMO_PASSWORD,
    firstName: 'João',
    lastName: 'Silva',
    language: 'pt',
    phone: '+5511912345678',
    dataSharingConsent: true,
  })
  await seedTalentAccount(db, {
    email: 'emily.carter@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Emily',
    lastName: 'Carter',
    language: 'en',
    phone: '+14155550123',
  })
  await seedCompanyAccount(db, {
    name: 'Andes Secure',
    subscriptionName: 'Demo',
    mainAdmin: {
      email: 'company@example.com',
      password: DEMO_PASSWORD,
      firstName: 'Mateo',
      lastName: 'Rojas',
      language: 'en',
      jobTitle: 'Chief Information Security Officer',
      phone: '+573001234567',
    },
    admins: [
      {
        email: 'recruiter@example.com',
        password: DEMO_PASSWORD,
        firstName: 'Valentina',
        lastName: 'Gómez',
        language: 'es',
        jobTitle: 'Talent Acquisition Lead',
        phone: '+573001234568',
      },
    ],
  })
}
