import type { Database } from '../src/db/client'
import type { FileStorage } from '../src/lib/storage'
import { seedCompanyAccount, seedTalentAccount } from './accounts'
import { seedAwards } from './awards'
import { seedPortfolio } from './portfolio'
import { seedPampaSubscription } from './billing'
import { seedContent } from './content'
import { seedCvAnalysis } from './cv-analysis'
import { seedHiringCompanies } from './hiring-companies'
import { seedCareers } from './careers'
import { seedLearning } from './learning'
import { seedMessages } from './messages'
import { seedJobs } from './jobs'
import { seedJobAlerts } from './job-alerts'
import { seedTalentProfile } from './profiles'
import { seedQuizHistory } from './quiz'
import { seedResume } from './resume'
import { TALENT_POOL } from './talent-pool'
import { seedSearchTalents, seedTalents } from './talents'

/** README "Demo accounts" lists these; every demo account shares this password. */
export const DEMO_PASSWORD = 'Sentinela-Demo-2026!'

/**
 * Demo data for `npm start` on the embedded database (PRODUCT.md: never in production). Idempotent: a second start
 * finds everything in place. The NICE framework and master data are reference data, loaded on every start.
 */
export async function seedDemo(db: Database, storage: FileStorage): Promise<void> {
  const lucia = await seedTalentAccount(db, {
    email: 'talent@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Lucía',
    lastName: 'Hernández',
    language: 'es',
    phone: '+525512345678',
    dataSharingConsent: true,
    topTalentOptIn: true,
  })
  await seedTalentProfile(
    db,
    storage,
    lucia.id,
    {
      firstName: 'Lucía',
      lastName: 'Hernández',
      phone: '+525512345678',
      nationality: 'MX',
      country: 'MX',
      region: 'MX-CMX',
      city: 'Ciudad de México',
      currentJobTitle: 'SOC Analyst II',
      desiredEmploymentType: 3,
      highestEducationLevel: 5,
      schoolName: 'Universidad Nacional Autónoma de México',
      latestDegree: 'Ingeniería en Computación',
      openToTravel: 2,
      seekingOpportunities: true,
      personalityType: 'ISTJ',
      clearance: { hasClearance: false },
      isBeginner: false,
      experiences: [
        {
          jobTitle: 'SOC Analyst II',
          company: 'Andes Secure',
          startDate: '2023-02-01',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'computer_network_security',
          description: 'Alert triage, threat hunting and incident response for 40 clients in Latin America.',
        },
        {
          jobTitle: 'IT Support Specialist',
          company: 'Banco del Valle',
          startDate: '2020-01-15',
          endDate: '2023-01-31',
          employmentType: 0,
          industry: 'banking',
          description: 'Endpoint hardening, identity and access requests, vulnerability patching.',
        },
      ],
      educations: [
        {
          school: 'Universidad Nacional Autónoma de México',
          degree: 'Ingeniería en Computación',
          fieldOfStudy: 'Computer engineering',
          graduated: true,
          graduationDate: '2019-12-15',
        },
      ],
      certifications: [
        {
          name: 'CompTIA Security+',
          issuingEntity: 'CompTIA',
          dateIssued: '2021-05-20',
          expires: true,
          dateExpired: '2027-05-20',
        },
        { name: 'Blue Team Level 1', issuingEntity: 'Security Blue Team', dateIssued: '2023-09-01' },
      ],
      courses: [{ name: 'Incident Handling and Response', number: 'IR-201', associatedWith: 'UNAM' }],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
      references: [{ name: 'Mateo Rojas', email: 'company@example.com' }],
    },
    { roles: { 'PD-WRL-001': 0.7, 'PD-WRL-003': 0.55, 'PD-WRL-006': 0.3, 'PD-WRL-007': 0.25 } },
  )
  const joao = await seedTalentAccount(db, {
    email: 'joao.silva@example.com',
    password: DEMO_PASSWORD,
    firstName: 'João',
    lastName: 'Silva',
    language: 'pt',
    phone: '+5511912345678',
    dataSharingConsent: true,
  })
  await seedTalentProfile(
    db,
    storage,
    joao.id,
    {
      firstName: 'João',
      lastName: 'Silva',
      phone: '+5511912345678',
      country: 'BR',
      region: 'BR-SP',
      city: 'São Paulo',
      currentJobTitle: 'Application Security Engineer',
      desiredEmploymentType: 2,
      highestEducationLevel: 6,
      openToTravel: 1,
      seekingOpportunities: true,
      personalityType: 'INTP',
      clearance: { hasClearance: false },
      experiences: [
        {
          jobTitle: 'Application Security Engineer',
          company: 'Pagamentos Brasil',
          startDate: '2021-06-01',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'financial_services',
          description: 'Threat modelling, secure code review and DevSecOps pipelines.',
        },
      ],
      educations: [
        {
          school: 'Universidade de São Paulo',
          degree: 'Mestrado em Ciência da Computação',
          graduated: true,
          graduationDate: '2020-12-10',
        },
      ],
      certifications: [{ name: 'OSCP', issuingEntity: 'OffSec', dateIssued: '2022-03-10' }],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
        { language: 'es', level: 'intermediate' },
      ],
    },
    { roles: { 'DD-WRL-003': 0.75, 'DD-WRL-005': 0.6 } },
  )
  const emily = await seedTalentAccount(db, {
    email: 'emily.carter@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Emily',
    lastName: 'Carter',
    language: 'en',
    phone: '+14155550123',
  })
  await seedTalentProfile(
    db,
    storage,
    emily.id,
    {
      firstName: 'Emily',
      lastName: 'Carter',
      phone: '+14155550123',
      country: 'US',
      region: 'US-CA',
      city: 'San Francisco',
      currentJobTitle: 'Cybersecurity student',
      desiredEmploymentType: 1,
      highestEducationLevel: 2,
      seekingOpportunities: true,
      personalityType: 'ENFP',
      isBeginner: true,
      clearance: { hasClearance: false },
      languages: [{ language: 'en', level: 'native_or_bilingual' }],
      courses: [{ name: 'Introduction to Cybersecurity', number: 'CS-101', associatedWith: 'City College' }],
    },
    { roles: { 'PD-WRL-001': 0.12 } },
  )
  const andes = await seedCompanyAccount(db, {
    name: 'Andes Secure',
    subscriptionName: 'Demo',
    profile: {
      industry: 'computer_network_security',
      country: 'CO',
      region: 'CO-DC',
      city: 'Bogotá',
      description:
        'Managed detection and response for banks, hospitals and retailers in Latin America, with a 24/7 SOC in ' +
        'Bogotá and incident responders in five countries.',
      ceo: 'Camila Torres',
      foundedYear: 2014,
      numberOfEmployees: 4,
      revenueRange: 2,
      adminFirstName: 'Mateo',
      adminLastName: 'Rojas',
      adminJobTitle: 'Chief Information Security Officer',
      phone: '+573001234567',
      phoneCountry: 'CO',
      website: 'https://andes-secure.example.com',
      secondaryEmail: 'security@andes-secure.example.com',
    },
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
  const pampa = await seedCompanyAccount(db, {
    name: 'Pampa Cyber Labs',
    subscriptionName: 'Professional',
    profile: {
      industry: 'computer_network_security',
      country: 'AR',
      region: 'AR-C',
      city: 'Buenos Aires',
      description: 'Offensive security and compliance services for fintechs across the Southern Cone.',
      ceo: 'Sofía Benítez',
      foundedYear: 2019,
      numberOfEmployees: 3,
      revenueRange: 1,
      adminFirstName: 'Sofía',
      adminLastName: 'Benítez',
      adminJobTitle: 'Head of Offensive Security',
      phone: '+5491123456789',
      phoneCountry: 'AR',
      website: 'https://pampa-labs.example.com',
    },
    mainAdmin: {
      email: 'pampa@example.com',
      password: DEMO_PASSWORD,
      firstName: 'Sofía',
      lastName: 'Benítez',
      language: 'es',
      jobTitle: 'Head of Offensive Security',
      phone: '+5491123456789',
    },
  })
  // Pampa Cyber Labs pays Professional monthly, with two invoices; Andes Secure stays on Demo (#16).
  await seedPampaSubscription(db, pampa.companyId!)
  // Talents first: the pipelines below hold some of them.
  await seedSearchTalents(db, storage, DEMO_PASSWORD)
  // A CV uploaded and read, waiting for its owner's review (#17).
  await seedCvAnalysis(db, storage, DEMO_PASSWORD)
  await seedTalents(db, storage, DEMO_PASSWORD, TALENT_POOL)
  await seedJobs(db, { andes: andes.companyId!, pampa: pampa.companyId! })
  // Saved trainings and progress, one completed each (#14), before the career percentages that count them.
  await seedLearning(db, { lucia: lucia.id, joao: joao.id, emily: emily.id })
  // Saved Sentinela paths, and Andes Secure's SOC ladder assigned to Lucía (#14).
  await seedCareers(db, {
    andesCompanyId: andes.companyId!,
    andesAdminId: andes.id,
    lucia: lucia.id,
    joao: joao.id,
    emily: emily.id,
  })
  await seedHiringCompanies(db, DEMO_PASSWORD)
  // The operator and the blog and Sentinela Sessions content (#15).
  const operator = await seedContent(db, DEMO_PASSWORD)
  // The teacher awards: four past editions with results, Mexico open for nominations, Colombia for voting (#19).
  await seedAwards(db, storage, { lucia: lucia.id, andesAdmin: andes.id, operator: operator.id })
  // Emily took the role-discovery quiz last month and has not added its roles yet.
  await seedQuizHistory(db, emily.id, new Date(Date.now() - 30 * 86_400_000))
  // The talent's own space (#20): résumés and documents, projects, messages, job alerts.
  await seedJobAlerts(db, { lucia: lucia.id })
  await seedResume(db, storage, { lucia: lucia.id })
  await seedPortfolio(db, { lucia: lucia.id })
  await seedMessages(db, { lucia: lucia.id, andesCompanyId: andes.companyId!, andesAdmin: andes.id })
}
