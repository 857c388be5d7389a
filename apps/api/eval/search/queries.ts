import type { AiLanguage } from '@sentinela/shared/schemas/ai'

/**
 * One query of the AI search evaluation (issue #18) and what a person would expect near the top of its answer,
 * written by hand over the demo seed (apps/api/seed) before the parser was tuned. A query passes when one of its
 * expected results is in the first five of its group.
 *
 * Keys are stable across seeds: `job:<company>/<job title>`, `training:<catalogue key>`, `career:<path key>` (a
 * company's own path: its name), `talent:<first name> <last name>`.
 */
export interface EvalQuery {
  q: string
  language: AiLanguage
  /** Who asks: an anonymous visitor unless `company` (Pampa Cyber Labs, on Professional: hard-skill filters). */
  as?: 'company'
  expected: string[]
}

const job = (company: string, title: string) => `job:${company}/${title}`
const training = (...keys: string[]) => keys.map((key) => `training:${key}`)

const ANDES = 'Andes Secure'
const PAMPA = 'Pampa Cyber Labs'
const QUETZAL = 'Quetzal Ciberseguridad'
const ORQUIDEA = 'Orquídea Labs'
const CONDOR = 'Cóndor Digital'
const GUARA = 'Guará Segurança Digital'
const IBERICA = 'Ibérica Ciberdefensa'
const LIBERTY = 'Liberty Harbor Security'

const REMOTE_PENTEST = [
  job(PAMPA, 'Penetration Tester'),
  job(ORQUIDEA, 'Pentester de Aplicaciones Web'),
  job(CONDOR, 'Pentester Junior'),
]
const CLEARANCE_JOBS = [
  job(LIBERTY, 'Cyber Defense Analyst (TS/SCI)'),
  job(PAMPA, 'Security Clearance Systems Administrator'),
  job(LIBERTY, 'Systems Authorization (ATO) Specialist'),
  job(LIBERTY, 'Insider Threat Analyst'),
  job(IBERICA, 'Evaluador/a de Controles de Seguridad – Defensa'),
]
const DATA_PROTECTION_JOBS = [
  job(ORQUIDEA, 'Oficial de Protección de Datos Personales'),
  job(IBERICA, 'Delegado/a de Protección de Datos (DPO)'),
  job(GUARA, 'Analista de Privacidade e LGPD'),
]

export const EVAL_QUERIES: EvalQuery[] = [
  // English
  { q: 'remote penetration tester jobs', language: 'en', expected: REMOTE_PENTEST },
  {
    q: 'junior SOC analyst',
    language: 'en',
    expected: [job(ANDES, 'Junior SOC Analyst'), job(CONDOR, 'Analista SOC Junior')],
  },
  { q: 'incident response jobs in Bogotá', language: 'en', expected: [job(ANDES, 'Incident Response Analyst')] },
  {
    q: 'cloud security engineer',
    language: 'en',
    expected: [job(QUETZAL, 'Especialista en Seguridad Cloud'), job(GUARA, 'Engenheiro(a) de Segurança em Nuvem')],
  },
  { q: 'security clearance jobs in the US', language: 'en', expected: CLEARANCE_JOBS },
  { q: 'OSCP penetration testing certification', language: 'en', expected: training('offsec-oscp') },
  {
    q: 'cloud incident response training in Spanish',
    language: 'en',
    expected: training(
      'aws-skill-builder-es',
      'microsoft-az-500-es',
      'microsoft-sc-200-es',
      'google-cloud-security-es',
    ),
  },
  {
    q: 'threat hunting course',
    language: 'en',
    expected: training('sans-for508', 'giac-gcfa', 'tryhackme-soc-level-2'),
  },
  {
    q: 'digital forensics jobs',
    language: 'en',
    expected: [job(CONDOR, 'Analista Forense Digital'), job(GUARA, 'Perito(a) em Forense Digital')],
  },
  { q: 'career path to become a security architect', language: 'en', expected: ['career:security-architect'] },
  {
    q: 'how do I become a red team operator',
    language: 'en',
    expected: ['career:red-team-professional', ...training('tryhackme-red-teaming')],
  },
  {
    q: 'entry level cybersecurity training for beginners',
    language: 'en',
    expected: training(
      'isc2-cc',
      'google-cybersecurity-certificate',
      'netacad-intro-cybersecurity',
      'comptia-a-plus',
      'tryhackme-pre-security',
      'sans-sec275',
      'giac-gfact',
      'harvard-cs50-cybersecurity',
      'edx-uw-intro-cybersecurity',
      'coursera-nyu-intro-cyber-security',
      'cybrary-intro-it-cybersecurity',
      'fortinet-fcf',
      'microsoft-sc-900',
      'coursera-ibm-intro-cyber-attacks',
    ),
  },
  { q: 'OT security engineer Houston', language: 'en', expected: [job(LIBERTY, 'OT Security Engineer')] },
  { q: 'privacy and GDPR jobs', language: 'en', expected: DATA_PROTECTION_JOBS },
  { q: 'malware reverse engineering training', language: 'en', expected: training('giac-grem', 'sans-for610') },
  {
    q: 'senior application security engineer remote',
    language: 'en',
    expected: [job(ANDES, 'Application Security Engineer'), job(LIBERTY, 'Secure Software Engineer')],
  },
  {
    q: 'threat intelligence analyst in Spain',
    language: 'en',
    expected: [job(IBERICA, 'Analista de Ciberinteligencia')],
  },
  { q: 'cybersecurity auditor career', language: 'en', expected: ['career:cybersecurity-auditor'] },
  { q: 'advanced AWS cloud security certification', language: 'en', expected: training('aws-security-specialty') },
  {
    q: 'hybrid vulnerability management jobs in Colombia',
    language: 'en',
    expected: [job(ORQUIDEA, 'Analista de Gestión de Vulnerabilidades')],
  },
  {
    q: 'who can do penetration testing in Argentina',
    language: 'en',
    as: 'company',
    expected: ['talent:Martín Gutiérrez', 'talent:Lucas Domínguez'],
  },
  {
    q: 'candidates for cloud security',
    language: 'en',
    as: 'company',
    expected: ['talent:Mariana López', 'talent:Juliana Ferreira'],
  },

  // Spanish
  { q: 'pentester remoto en Chile sin clearance', language: 'es', expected: REMOTE_PENTEST },
  {
    q: 'analista SOC júnior',
    language: 'es',
    expected: [job(CONDOR, 'Analista SOC Junior'), job(ANDES, 'Junior SOC Analyst')],
  },
  {
    q: 'trabajo de respuesta a incidentes en Colombia',
    language: 'es',
    expected: [job(ANDES, 'Incident Response Analyst')],
  },
  {
    q: 'vacantes de seguridad en la nube en México',
    language: 'es',
    expected: [job(QUETZAL, 'Especialista en Seguridad Cloud')],
  },
  {
    q: 'curso de hacking ético en español',
    language: 'es',
    expected: training('netacad-hacker-etico', 'incibe-academia-hacker'),
  },
  { q: 'arquitecto de seguridad en Bogotá', language: 'es', expected: [job(ORQUIDEA, 'Arquitecto(a) de Seguridad')] },
  { q: 'empleo de forense digital en Santiago', language: 'es', expected: [job(CONDOR, 'Analista Forense Digital')] },
  { q: 'ruta de carrera para analista SOC', language: 'es', expected: ['career:soc-professional'] },
  {
    q: 'capacitación en respuesta a incidentes',
    language: 'es',
    expected: training('giac-gcih', 'eccouncil-ecih', 'sans-sec504', 'sans-for508', 'rnp-esr-tratamento-incidentes'),
  },
  { q: 'certificación de auditoría de sistemas', language: 'es', expected: training('isaca-cisa') },
  {
    q: 'trabajo remoto de desarrollo seguro de software',
    language: 'es',
    expected: [
      job(CONDOR, 'Desarrollador(a) de Software Seguro'),
      job(LIBERTY, 'Secure Software Engineer'),
      job(ANDES, 'Application Security Engineer'),
    ],
  },
  { q: 'consultor GRC en Madrid', language: 'es', expected: [job(IBERICA, 'Consultor/a GRC – ENS e ISO 27001')] },
  { q: 'protección de datos personales', language: 'es', expected: DATA_PROTECTION_JOBS },
  {
    q: 'ingeniero de redes presencial en Chile',
    language: 'es',
    expected: [job(CONDOR, 'Ingeniero(a) de Seguridad de Redes')],
  },
  {
    q: 'investigador de ciberdelitos en Perú',
    language: 'es',
    expected: [job(CONDOR, 'Investigador(a) de Fraude y Ciberdelitos')],
  },
  {
    q: 'formación en seguridad en la nube para principiantes',
    language: 'es',
    expected: training(
      'aws-skill-builder-es',
      'aws-cloud-practitioner',
      'sans-sec488',
      'giac-gcld',
      'microsoft-sc-900-es',
    ),
  },
  { q: 'empleos con habilitación de seguridad', language: 'es', expected: CLEARANCE_JOBS },
  {
    q: 'prácticas en ciberseguridad sin experiencia',
    language: 'es',
    expected: [
      job(QUETZAL, 'Practicante de Ciberseguridad'),
      job(LIBERTY, 'Cybersecurity Apprentice'),
      job(GUARA, 'Estágio em Segurança da Informação'),
    ],
  },
  {
    q: 'jefe de proyectos de ciberseguridad',
    language: 'es',
    expected: [job(IBERICA, 'Jefe/a de Proyectos de Ciberseguridad')],
  },
  {
    q: 'inteligencia de amenazas híbrido',
    language: 'es',
    expected: [job(CONDOR, 'Analista de Inteligencia de Amenazas')],
  },
  {
    q: 'quién puede hacer forense digital en Chile',
    language: 'es',
    as: 'company',
    expected: ['talent:Ignacio Herrera'],
  },
  {
    q: 'profesionales de protección de datos en Colombia',
    language: 'es',
    as: 'company',
    expected: ['talent:Natalia Cárdenas'],
  },

  // Portuguese
  { q: 'vaga de pentest remota', language: 'pt', expected: REMOTE_PENTEST },
  {
    q: 'analista de resposta a incidentes em São Paulo',
    language: 'pt',
    expected: [job(GUARA, 'Analista de Resposta a Incidentes')],
  },
  {
    q: 'segurança em nuvem home office',
    language: 'pt',
    expected: [job(GUARA, 'Engenheiro(a) de Segurança em Nuvem')],
  },
  {
    q: 'estágio em segurança da informação',
    language: 'pt',
    expected: [job(GUARA, 'Estágio em Segurança da Informação')],
  },
  {
    q: 'perito em forense digital',
    language: 'pt',
    expected: [job(GUARA, 'Perito(a) em Forense Digital'), job(CONDOR, 'Analista Forense Digital')],
  },
  { q: 'curso de LGPD', language: 'pt', expected: training('escolavirtualgov-lgpd') },
  { q: 'treinamento em tratamento de incidentes', language: 'pt', expected: training('rnp-esr-tratamento-incidentes') },
  { q: 'trilha de carreira red team', language: 'pt', expected: ['career:red-team-professional'] },
  {
    q: 'certificação em segurança em nuvem em português',
    language: 'pt',
    expected: training('aws-skill-builder-pt', 'microsoft-az-500-pt'),
  },
  {
    q: 'analista de vulnerabilidades júnior',
    language: 'pt',
    expected: [job(GUARA, 'Analista de Vulnerabilidades Júnior')],
  },
  {
    q: 'engenheiro de testes de segurança em Campinas',
    language: 'pt',
    expected: [job(GUARA, 'Engenheiro(a) de Testes de Segurança')],
  },
  { q: 'vagas de privacidade de dados', language: 'pt', expected: [job(GUARA, 'Analista de Privacidade e LGPD')] },
  { q: 'carreira de auditor de cibersegurança', language: 'pt', expected: ['career:cybersecurity-auditor'] },
  {
    q: 'curso de introdução à cibersegurança para iniciantes',
    language: 'pt',
    expected: training(
      'netacad-introducao-ciberseguranca',
      'google-cybersecurity-certificate-pt',
      'fortinet-fcf-pt',
      'isc2-cc-pt',
      'fundacao-bradesco-seguranca',
    ),
  },
  { q: 'engenheiro DevSecOps', language: 'pt', expected: [job(ORQUIDEA, 'Ingeniero(a) DevSecOps')] },
  {
    q: 'vagas presenciais em Recife',
    language: 'pt',
    expected: [job(GUARA, 'Perito(a) em Forense Digital'), job(GUARA, 'Estágio em Segurança da Informação')],
  },
  {
    q: 'analista de inteligência de ameaças',
    language: 'pt',
    expected: [job(CONDOR, 'Analista de Inteligencia de Amenazas'), job(IBERICA, 'Analista de Ciberinteligencia')],
  },
  {
    q: 'segurança de OT em mineração',
    language: 'pt',
    expected: [job(CONDOR, 'Ingeniero(a) de Ciberseguridad OT – Minería')],
  },
  {
    q: 'arquiteto de segurança sênior',
    language: 'pt',
    expected: [job(LIBERTY, 'Security Architect'), job(ORQUIDEA, 'Arquitecto(a) de Seguridad')],
  },
  {
    q: 'curso de defesa de redes',
    language: 'pt',
    expected: training('rnp-esr-seguranca-redes', 'netacad-defesa-rede'),
  },
  {
    q: 'quem pode fazer resposta a incidentes em São Paulo',
    language: 'pt',
    as: 'company',
    expected: ['talent:Rafael Almeida'],
  },
  { q: 'profissionais de LGPD', language: 'pt', as: 'company', expected: ['talent:Larissa Rocha'] },
]
