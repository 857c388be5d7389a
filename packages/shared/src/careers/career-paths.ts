import type { CareerLevel } from '../schemas/careers'

/** One of Sentinela's seeded paths (PRODUCT.md "Learning": owner 0, read-only to users). */
export interface SeededCareerPath {
  /** Stable key: the row is upserted by it, so ids survive reloads. */
  key: string
  name: string
  description: string
  securityLevel: string | null
  clearanceRequired: boolean
  polygraphRequired: boolean
  /** NICE 2025 work role codes the path leads to (packages/shared/src/nice/data/framework-2025.json). */
  workRoleCodes: string[]
  /** Trainings by the catalogue's stable `key` (packages/shared/src/learning/data/trainings.json), per level. */
  trainings: { key: string; level: CareerLevel }[]
}

/** §3: the four seeded paths: Security Architect, SOC Professional, Red Team Professional, Cybersecurity Auditor. */
export const SEEDED_CAREER_PATHS: readonly SeededCareerPath[] = [
  {
    key: 'security-architect',
    name: 'Security Architect',
    description:
      'Designs the security of systems and enterprises: requirements, reference architectures, cloud and identity controls, from a broad security foundation to architecture certifications.',
    securityLevel: null,
    clearanceRequired: false,
    polygraphRequired: false,
    workRoleCodes: ['DD-WRL-001', 'DD-WRL-002', 'DD-WRL-004'],
    trainings: [
      { key: 'isc2-cc', level: 0 },
      { key: 'comptia-security-plus', level: 0 },
      { key: 'microsoft-az-500', level: 1 },
      { key: 'aws-security-specialty', level: 1 },
      { key: 'isc2-ccsp', level: 1 },
      { key: 'isc2-cissp', level: 2 },
      { key: 'comptia-casp-plus', level: 2 },
      { key: 'microsoft-sc-100', level: 2 },
    ],
  },
  {
    key: 'soc-professional',
    name: 'SOC Professional',
    description:
      'Monitors, detects and responds in a security operations centre: triage, SIEM and EDR analysis, incident handling and threat hunting.',
    securityLevel: null,
    clearanceRequired: false,
    polygraphRequired: false,
    workRoleCodes: ['PD-WRL-001', 'PD-WRL-003', 'PD-WRL-006'],
    trainings: [
      { key: 'google-cybersecurity-certificate', level: 0 },
      { key: 'tryhackme-soc-level-1', level: 0 },
      { key: 'cisco-cyberops-associate', level: 0 },
      { key: 'htb-academy-soc-analyst', level: 1 },
      { key: 'comptia-cysa-plus', level: 1 },
      { key: 'microsoft-sc-200', level: 1 },
      { key: 'giac-gcih', level: 2 },
      { key: 'sans-for508', level: 2 },
    ],
  },
  {
    key: 'red-team-professional',
    name: 'Red Team Professional',
    description:
      'Finds and exploits weaknesses the way an adversary would: penetration testing of networks, web applications and Active Directory, up to evasion and adversary emulation.',
    securityLevel: 'Secret',
    clearanceRequired: true,
    polygraphRequired: false,
    workRoleCodes: ['PD-WRL-007', 'DD-WRL-005', 'DD-WRL-007'],
    trainings: [
      { key: 'tryhackme-jr-penetration-tester', level: 0 },
      { key: 'eccouncil-ceh', level: 0 },
      { key: 'htb-academy-penetration-tester', level: 1 },
      { key: 'comptia-pentest-plus', level: 1 },
      { key: 'giac-gpen', level: 1 },
      { key: 'offsec-oscp', level: 2 },
      { key: 'offsec-osep', level: 2 },
      { key: 'offsec-oswe', level: 2 },
    ],
  },
  {
    key: 'cybersecurity-auditor',
    name: 'Cybersecurity Auditor',
    description:
      'Assesses controls and programmes against frameworks and regulation: audit planning, evidence, risk and the reports that authorise systems.',
    securityLevel: null,
    clearanceRequired: false,
    polygraphRequired: false,
    workRoleCodes: ['OG-WRL-016', 'OG-WRL-012', 'OG-WRL-013'],
    trainings: [
      { key: 'isc2-cc', level: 0 },
      { key: 'comptia-security-plus', level: 0 },
      { key: 'isc2-sscp', level: 1 },
      { key: 'isaca-cisa', level: 1 },
      { key: 'isaca-crisc', level: 2 },
      { key: 'isaca-cism', level: 2 },
    ],
  },
]
