import type { Database } from '../src/db/client'
import type { FileStorage } from '../src/lib/storage'
import { seedTalentAccount, type SeedUser } from './accounts'
import { seedTalentProfile, type SeedNice, type SeedProfile } from './profiles'

export interface DemoTalent {
  account: Omit<SeedUser, 'password' | 'firstName' | 'lastName' | 'phone'>
  profile: SeedProfile & { phone: string }
  nice: SeedNice
}

/**
 * More talents for talent search and top talent (#6), so a company's search finds people across Latin America, Brazil,
 * the United States and Spain, with different roles, certifications, languages and clearances. Every one shares
 * their profile with companies; all but Beatriz also opted into top talent.
 */
const TALENTS: DemoTalent[] = [
  {
    account: {
      email: 'camila.restrepo@example.com',
      language: 'es',
      dataSharingConsent: true,
      topTalentOptIn: true,
    },
    profile: {
      firstName: 'Camila',
      lastName: 'Restrepo',
      phone: '+573101234567',
      nationality: 'CO',
      country: 'CO',
      region: 'CO-ANT',
      city: 'Medellín',
      currentJobTitle: 'Incident Response Lead',
      desiredEmploymentType: 3,
      highestEducationLevel: 6,
      schoolName: 'Universidad EAFIT',
      latestDegree: 'Maestría en Seguridad Informática',
      openToTravel: 3,
      seekingOpportunities: true,
      personalityType: 'ENTJ',
      clearance: { hasClearance: false },
      experiences: [
        {
          jobTitle: 'Incident Response Lead',
          company: 'Bancolombia',
          startDate: '2021-04-01',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'banking',
          description: 'Leads a team of six responders: ransomware containment, forensics triage and playbooks.',
        },
        {
          jobTitle: 'SOC Analyst',
          company: 'Andes Secure',
          startDate: '2017-02-01',
          endDate: '2021-03-31',
          employmentType: 0,
          industry: 'computer_network_security',
          description: 'Tier 2 analyst for banks and retailers; SIEM tuning and threat hunting.',
        },
      ],
      educations: [
        {
          school: 'Universidad EAFIT',
          degree: 'Maestría en Seguridad Informática',
          graduated: true,
          graduationDate: '2020-06-30',
        },
      ],
      certifications: [
        { name: 'GIAC Certified Incident Handler (GCIH)', issuingEntity: 'GIAC', dateIssued: '2022-02-15' },
        { name: 'CompTIA CySA+', issuingEntity: 'CompTIA', dateIssued: '2019-08-10' },
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    nice: { roles: { 'PD-WRL-003': 0.85, 'PD-WRL-002': 0.4, 'PD-WRL-001': 0.35 } },
  },
  {
    account: {
      email: 'martin.gutierrez@example.com',
      language: 'es',
      dataSharingConsent: true,
      topTalentOptIn: true,
    },
    profile: {
      firstName: 'Martín',
      lastName: 'Gutiérrez',
      phone: '+5491134567890',
      nationality: 'AR',
      country: 'AR',
      region: 'AR-C',
      city: 'Buenos Aires',
      currentJobTitle: 'Penetration Tester',
      desiredEmploymentType: 2,
      highestEducationLevel: 5,
      schoolName: 'Universidad de Buenos Aires',
      latestDegree: 'Licenciatura en Ciencias de la Computación',
      openToTravel: 4,
      seekingOpportunities: true,
      personalityType: 'INTP',
      clearance: { hasClearance: false },
      experiences: [
        {
          jobTitle: 'Penetration Tester',
          company: 'Pampa Cyber Labs',
          startDate: '2020-03-01',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'computer_network_security',
          description: 'Web, API and internal network tests for fintechs; red team exercises.',
        },
        {
          jobTitle: 'Backend Developer',
          company: 'Mercado Digital',
          startDate: '2017-01-01',
          endDate: '2020-02-28',
          employmentType: 0,
          industry: 'internet_marketplace_platforms',
        },
      ],
      educations: [
        {
          school: 'Universidad de Buenos Aires',
          degree: 'Licenciatura en Ciencias de la Computación',
          graduated: true,
          graduationDate: '2016-12-15',
        },
      ],
      certifications: [
        { name: 'OSCP', issuingEntity: 'OffSec', dateIssued: '2021-01-20' },
        { name: 'OSWE', issuingEntity: 'OffSec', dateIssued: '2023-06-05' },
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
        { language: 'pt', level: 'intermediate' },
      ],
    },
    nice: { roles: { 'PD-WRL-007': 0.8, 'DD-WRL-005': 0.5 } },
  },
  {
    account: {
      email: 'daniela.soto@example.com',
      language: 'es',
      dataSharingConsent: true,
      topTalentOptIn: true,
    },
    profile: {
      firstName: 'Daniela',
      lastName: 'Soto',
      phone: '+56912345678',
      nationality: 'CL',
      country: 'CL',
      region: 'CL-RM',
      city: 'Santiago',
      currentJobTitle: 'Threat Intelligence Analyst',
      desiredEmploymentType: 3,
      highestEducationLevel: 5,
      schoolName: 'Universidad de Chile',
      latestDegree: 'Ingeniería Civil en Computación',
      openToTravel: 2,
      seekingOpportunities: false,
      personalityType: 'INTJ',
      clearance: { hasClearance: false },
      experiences: [
        {
          jobTitle: 'Threat Intelligence Analyst',
          company: 'Cordillera Telecom',
          startDate: '2020-09-01',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'telecommunications',
          description: 'Tracks ransomware groups targeting Latin America; writes weekly intelligence briefs.',
        },
      ],
      educations: [
        {
          school: 'Universidad de Chile',
          degree: 'Ingeniería Civil en Computación',
          graduated: true,
          graduationDate: '2020-03-30',
        },
      ],
      certifications: [
        { name: 'GIAC Cyber Threat Intelligence (GCTI)', issuingEntity: 'GIAC', dateIssued: '2022-11-01' },
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    nice: { roles: { 'PD-WRL-006': 0.75, 'PD-WRL-001': 0.45, 'PD-WRL-003': 0.3 } },
  },
  {
    account: {
      email: 'michael.brooks@example.com',
      language: 'en',
      dataSharingConsent: true,
      topTalentOptIn: true,
    },
    profile: {
      firstName: 'Michael',
      lastName: 'Brooks',
      phone: '+17035550142',
      nationality: 'US',
      country: 'US',
      region: 'US-VA',
      city: 'Arlington',
      currentJobTitle: 'Senior Security Engineer',
      desiredEmploymentType: 3,
      highestEducationLevel: 6,
      schoolName: 'George Mason University',
      latestDegree: 'M.S. Information Security and Assurance',
      openToTravel: 4,
      seekingOpportunities: true,
      personalityType: 'ESTJ',
      clearance: { hasClearance: true, level: 2, lastGranted: '2022-05-01', renewal: 5, polygraphPerformed: true },
      experiences: [
        {
          jobTitle: 'Senior Security Engineer',
          company: 'Potomac Defense Systems',
          startDate: '2018-01-08',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'defense_space_manufacturing',
          description: 'Zero-trust architecture and detection engineering for classified networks.',
        },
        {
          jobTitle: 'Network Security Administrator',
          company: 'US Department of Energy',
          startDate: '2012-06-01',
          endDate: '2017-12-22',
          employmentType: 0,
          industry: 'government_administration',
        },
      ],
      educations: [
        {
          school: 'George Mason University',
          degree: 'M.S. Information Security and Assurance',
          graduated: true,
          graduationDate: '2012-05-20',
        },
      ],
      certifications: [
        { name: 'CISSP', issuingEntity: 'ISC2', dateIssued: '2016-03-01', expires: true, dateExpired: '2028-03-01' },
        { name: 'CompTIA Security+', issuingEntity: 'CompTIA', dateIssued: '2012-09-15' },
      ],
      languages: [
        { language: 'en', level: 'native_or_bilingual' },
        { language: 'es', level: 'intermediate' },
      ],
    },
    nice: { roles: { 'DD-WRL-001': 0.7, 'IO-WRL-006': 0.5, 'PD-WRL-001': 0.4 } },
  },
  {
    account: {
      email: 'beatriz.costa@example.com',
      language: 'pt',
      dataSharingConsent: true,
    },
    profile: {
      firstName: 'Beatriz',
      lastName: 'Costa',
      phone: '+5581987654321',
      nationality: 'BR',
      country: 'BR',
      region: 'BR-PE',
      city: 'Recife',
      currentJobTitle: 'Digital Forensics Analyst',
      desiredEmploymentType: 3,
      highestEducationLevel: 5,
      schoolName: 'Universidade Federal de Pernambuco',
      latestDegree: 'Bacharelado em Sistemas de Informação',
      openToTravel: 1,
      seekingOpportunities: true,
      personalityType: 'ISTP',
      clearance: { hasClearance: false },
      experiences: [
        {
          jobTitle: 'Digital Forensics Analyst',
          company: 'Perícia Digital Nordeste',
          startDate: '2021-08-01',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'legal_services',
          description: 'Evidence acquisition and analysis for fraud and data-leak cases.',
        },
      ],
      educations: [
        {
          school: 'Universidade Federal de Pernambuco',
          degree: 'Bacharelado em Sistemas de Informação',
          graduated: true,
          graduationDate: '2021-07-15',
        },
      ],
      certifications: [
        { name: 'GIAC Certified Forensic Analyst (GCFA)', issuingEntity: 'GIAC', dateIssued: '2023-04-12' },
      ],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
        { language: 'es', level: 'proficient' },
      ],
    },
    nice: { roles: { 'PD-WRL-002': 0.7, 'IN-WRL-002': 0.6 } },
  },
  {
    account: {
      email: 'diego.ramirez@example.com',
      language: 'es',
      dataSharingConsent: true,
      topTalentOptIn: true,
    },
    profile: {
      firstName: 'Diego',
      lastName: 'Ramírez',
      phone: '+51987654321',
      nationality: 'PE',
      country: 'PE',
      region: 'PE-LIM',
      city: 'Lima',
      currentJobTitle: 'Junior SOC Analyst',
      desiredEmploymentType: 6,
      highestEducationLevel: 4,
      schoolName: 'TECSUP',
      latestDegree: 'Técnico en Redes y Comunicaciones',
      openToTravel: 2,
      seekingOpportunities: true,
      personalityType: 'ESFJ',
      isBeginner: true,
      clearance: { hasClearance: false },
      experiences: [
        {
          jobTitle: 'Junior SOC Analyst',
          company: 'Inca Secure',
          startDate: '2024-05-01',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'it_services_consulting',
          description: 'Tier 1 alert triage and phishing analysis.',
        },
      ],
      educations: [
        {
          school: 'TECSUP',
          degree: 'Técnico en Redes y Comunicaciones',
          graduated: true,
          graduationDate: '2023-12-20',
        },
      ],
      certifications: [{ name: 'CompTIA Security+', issuingEntity: 'CompTIA', dateIssued: '2024-02-10' }],
      courses: [{ name: 'Blue Team Fundamentals', number: 'BT-100', associatedWith: 'TECSUP' }],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'intermediate' },
      ],
    },
    nice: { roles: { 'PD-WRL-001': 0.35, 'PD-WRL-003': 0.2 } },
  },
  {
    account: {
      email: 'elena.vidal@example.com',
      language: 'es',
      dataSharingConsent: true,
      topTalentOptIn: true,
    },
    profile: {
      firstName: 'Elena',
      lastName: 'Vidal',
      phone: '+34612345678',
      nationality: 'ES',
      country: 'ES',
      region: 'ES-MD',
      city: 'Madrid',
      currentJobTitle: 'GRC Consultant',
      desiredEmploymentType: 5,
      highestEducationLevel: 6,
      schoolName: 'Universidad Politécnica de Madrid',
      latestDegree: 'Máster en Ciberseguridad',
      openToTravel: 3,
      seekingOpportunities: false,
      personalityType: 'ISFJ',
      clearance: { hasClearance: true, level: 1, lastGranted: '2023-01-10', renewal: 3 },
      experiences: [
        {
          jobTitle: 'GRC Consultant',
          company: 'Iberia Risk Advisors',
          startDate: '2019-10-01',
          currentlyWorksHere: true,
          employmentType: 0,
          industry: 'business_consulting_services',
          description: 'ISO 27001 and NIS2 programmes, privacy impact assessments and audits.',
        },
        {
          jobTitle: 'IT Auditor',
          company: 'Caja Mediterránea',
          startDate: '2016-02-01',
          endDate: '2019-09-30',
          employmentType: 0,
          industry: 'banking',
        },
      ],
      educations: [
        {
          school: 'Universidad Politécnica de Madrid',
          degree: 'Máster en Ciberseguridad',
          graduated: true,
          graduationDate: '2015-07-01',
        },
      ],
      certifications: [
        { name: 'ISO/IEC 27001 Lead Auditor', issuingEntity: 'PECB', dateIssued: '2018-05-20' },
        { name: 'CISM', issuingEntity: 'ISACA', dateIssued: '2020-11-11' },
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
        { language: 'fr', level: 'intermediate' },
      ],
    },
    nice: { roles: { 'OG-WRL-008': 0.7, 'OG-WRL-012': 0.6, 'OG-WRL-016': 0.4 } },
  },
]

/** Seeds the talents above with the demo password; idempotent, like the rest of the demo seed. */
export async function seedSearchTalents(db: Database, storage: FileStorage, password: string): Promise<void> {
  await seedTalents(db, storage, password, TALENTS)
}

/** Seeds demo talents, each through the profile service so their stored fits are the formula's. */
export async function seedTalents(
  db: Database,
  storage: FileStorage,
  password: string,
  talents: DemoTalent[],
): Promise<void> {
  for (const { account, profile, nice } of talents) {
    const user = await seedTalentAccount(db, {
      ...account,
      password,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
    })
    await seedTalentProfile(db, storage, user.id, profile, nice)
  }
}
