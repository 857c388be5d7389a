import { seedSubscription, type SeedSubscription } from './billing'
import { eq } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { positions, savedPositions } from '../src/db/schema/index'
import { seedCompanyAccount, type SeedUser } from './accounts'
import {
  daysFromNow,
  insertApplications,
  insertJobs,
  JOB_DEFAULTS,
  usersByEmail,
  type SeedApplication,
  type SeedJob,
} from './jobs'

interface HiringCompany {
  name: string
  /** Its plan, paid through the demo provider (#16). */
  subscription: Omit<SeedSubscription, 'companyId'>
  profile: NonNullable<Parameters<typeof seedCompanyAccount>[1]['profile']>
  mainAdmin: Omit<SeedUser, 'password'>
  /** Written in the language of the country the job is in: Spanish, Portuguese for Brazil, English for the US. */
  jobs: SeedJob[]
  /** Candidates by job title: who, what they wrote, and the statuses they went through (the company moves them). */
  pipeline: {
    jobTitle: string
    talent: string
    message: string | null
    /** Status, days ago; the first is how they arrived: 1 applied, 0 contacted by the company. */
    steps: [number, number][]
  }[]
}

const QUETZAL: HiringCompany = {
  name: 'Quetzal Ciberseguridad',
  subscription: {
    plan: 'professional',
    interval: 'year',
    periodsPaid: 1,
    currentPeriodDaysAgo: 120,
    billing: {
      billingEmail: 'billing@quetzal-ciber.example.com',
      customerName: 'Quetzal Ciberseguridad S.A. de C.V.',
      phone: '+52 55 1234 0000',
      address1: 'Paseo de la Reforma 250, piso 12',
      town: 'Ciudad de México',
      state: 'CDMX',
      postCode: '06600',
      country: 'MX',
    },
  },
  profile: {
    industry: 'computer_network_security',
    country: 'MX',
    region: 'MX-CMX',
    city: 'Ciudad de México',
    description:
      'Centro de operaciones de seguridad y respuesta a incidentes para bancos, aseguradoras y fintechs de México, ' +
      'con oficinas en Ciudad de México, Guadalajara y Monterrey.',
    ceo: 'Gabriela Treviño',
    foundedYear: 2012,
    numberOfEmployees: 5,
    revenueRange: 3,
    adminFirstName: 'Ricardo',
    adminLastName: 'Mendoza',
    adminJobTitle: 'Director de Talento',
    phone: '+525512340000',
    phoneCountry: 'MX',
    website: 'https://quetzal-ciber.example.com',
  },
  mainAdmin: {
    email: 'quetzal@example.com',
    firstName: 'Ricardo',
    lastName: 'Mendoza',
    language: 'es',
    jobTitle: 'Director de Talento',
    phone: '+525512340000',
  },
  jobs: [
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista SOC Nivel 2',
      department: 'Centro de Operaciones de Seguridad',
      description:
        'Nuestro SOC cuida a 35 instituciones financieras y aseguradoras de México. Como analista de nivel 2 ' +
        'recibirás lo que escala el nivel 1, lo investigarás a fondo y decidirás con el cliente cómo contenerlo.\n' +
        '- Investigar alertas del EDR y del SIEM y documentar cada caso\n' +
        '- Buscar amenazas de forma proactiva a partir de inteligencia reciente\n' +
        '- Proponer ajustes a las reglas de detección para reducir falsos positivos\n' +
        '- Acompañar a los analistas de nivel 1 en sus primeros meses\n' +
        'Turnos rotativos 4x3, con un fin de semana de guardia de cada cuatro.',
      requirements:
        'Dos años o más en un SOC.\nExperiencia con Microsoft Sentinel, Splunk o QRadar.\n' +
        'Inglés técnico para leer y escribir reportes.',
      salaryMin: 420_000,
      salaryMax: 540_000,
      salaryCurrency: 'MXN',
      employmentType: 0,
      country: 'MX',
      city: 'Ciudad de México',
      modality: 'hybrid',
      expiresInDays: 40,
      publishedDaysAgo: 5,
      roles: [
        { workRoleCode: 'PD-WRL-001', minimumPercentage: 20 },
        { workRoleCode: 'PD-WRL-003', minimumPercentage: 0 },
      ],
      certifications: ['CompTIA CySA+', 'Microsoft Certified: Security Operations Analyst Associate (SC-200)'],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Ingeniero(a) de Detección',
      department: 'Ingeniería de Detección',
      description:
        'Convierte lo que aprendemos de cada incidente en detecciones que funcionan. Trabajarás con respuesta a ' +
        'incidentes e inteligencia de amenazas para escribir, probar y mantener reglas como código.\n' +
        '- Escribir detecciones en KQL y Sigma mapeadas a MITRE ATT&CK\n' +
        '- Probarlas con emulación de adversarios antes de llevarlas a producción\n' +
        '- Medir su cobertura y su tasa de falsos positivos\n' +
        '- Automatizar el enriquecimiento de alertas con Python',
      requirements:
        'Tres años en detección, SOC o respuesta a incidentes.\nPython o PowerShell.\n' +
        'Experiencia con Git y revisiones de código.',
      salaryMin: 600_000,
      salaryMax: 780_000,
      salaryCurrency: 'MXN',
      employmentType: 0,
      country: 'MX',
      city: 'Guadalajara',
      modality: 'remote',
      expiresInDays: 50,
      publishedDaysAgo: 9,
      roles: [
        { workRoleCode: 'IO-WRL-006', minimumPercentage: 15 },
        { workRoleCode: 'PD-WRL-001', minimumPercentage: 15 },
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Especialista en Seguridad Cloud',
      description:
        'Uno de nuestros clientes, una cadena logística con operación en todo el norte del país, migra su ' +
        'plataforma a AWS. Serás la persona responsable de que lo haga de forma segura.\n' +
        '- Diseñar guardrails con AWS Organizations, SCP y Control Tower\n' +
        '- Revisar la infraestructura como código (Terraform) antes de cada despliegue\n' +
        '- Definir el modelo de identidades y accesos de mínimo privilegio\n' +
        '- Atender los hallazgos de Security Hub junto con los equipos de desarrollo',
      requirements:
        'Experiencia demostrable protegiendo cargas en AWS o Azure.\nTerraform.\nConocimiento de los CIS Benchmarks.',
      salaryMin: 660_000,
      salaryMax: 840_000,
      salaryCurrency: 'MXN',
      employmentType: 0,
      industry: 'freight_package_transportation',
      country: 'MX',
      city: 'Monterrey',
      modality: 'hybrid',
      expiresInDays: 45,
      publishedDaysAgo: 14,
      roles: [
        { workRoleCode: 'DD-WRL-001', minimumPercentage: 15 },
        { workRoleCode: 'IO-WRL-006', minimumPercentage: 10 },
      ],
      certifications: ['AWS Certified Security – Specialty'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Administrador(a) de Sistemas Linux',
      description:
        'Administra los servidores Linux de nuestro centro de datos en Ciudad de México, donde viven las ' +
        'plataformas de monitoreo de nuestros clientes.\n' +
        '- Mantener parches, respaldos y monitoreo de 250 servidores RHEL y Ubuntu\n' +
        '- Aplicar bastionado según CIS y atender los hallazgos de auditoría\n' +
        '- Automatizar tareas con Ansible y Bash\n' +
        '- Participar en la guardia de fin de semana una vez al mes',
      requirements: 'Tres años administrando Linux en producción.\nAnsible.\nTrabajo presencial en Polanco.',
      salaryMin: 360_000,
      salaryMax: 450_000,
      salaryCurrency: 'MXN',
      employmentType: 0,
      educationLevel: 4,
      country: 'MX',
      city: 'Ciudad de México',
      modality: 'on_site',
      expiresInDays: 20,
      publishedDaysAgo: 25,
      roles: [{ workRoleCode: 'IO-WRL-005', minimumPercentage: 10 }],
      certifications: ['Red Hat Certified System Administrator (RHCSA)'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista de Datos de Seguridad',
      description:
        'Medio tiempo, 20 horas a la semana. Ayúdanos a entender qué dicen los datos de nuestro SOC: cuánto ' +
        'tardamos en detectar, qué clientes concentran los incidentes y qué reglas generan ruido.\n' +
        '- Construir tableros para los clientes y para la dirección\n' +
        '- Limpiar y modelar datos de tickets, alertas y casos\n' +
        '- Proponer indicadores que midan el valor del servicio',
      requirements:
        'SQL y Python (pandas).\nPower BI o una herramienta similar.\n' +
        'Interés por la ciberseguridad: el contexto te lo enseñamos.',
      salaryMin: 240_000,
      salaryMax: 300_000,
      salaryCurrency: 'MXN',
      employmentType: 1,
      country: 'MX',
      city: 'Guadalajara',
      modality: 'remote',
      expiresInDays: 60,
      publishedDaysAgo: 2,
      roles: [
        { workRoleCode: 'IO-WRL-001', minimumPercentage: 0 },
        { workRoleCode: 'PD-WRL-006', minimumPercentage: 0 },
      ],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Practicante de Ciberseguridad',
      description:
        'Seis meses dentro de nuestro SOC para estudiantes de los últimos semestres de ingeniería. Rotarás por ' +
        'monitoreo, respuesta a incidentes e inteligencia de amenazas, con una mentora asignada.\n' +
        '- Clasificar los correos de phishing que reportan los usuarios\n' +
        '- Documentar procedimientos y casos de uso\n' +
        '- Presentar un proyecto final al equipo',
      requirements:
        'Estudiante de ingeniería en sistemas, computación o afín.\nBases de redes y sistemas operativos.\n' +
        'Disponibilidad de 30 horas a la semana.',
      salaryMin: 96_000,
      salaryMax: 120_000,
      salaryCurrency: 'MXN',
      employmentType: 5,
      duration: 6,
      durationUnit: 'months',
      educationLevel: 2,
      country: 'MX',
      city: 'Ciudad de México',
      modality: 'on_site',
      expiresInDays: 30,
      publishedDaysAgo: 1,
      roles: [{ workRoleCode: 'PD-WRL-001', minimumPercentage: 0 }],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Gerente de Seguridad de la Información (búsqueda interna)',
      privacy: 'private',
      description:
        'Búsqueda interna para el equipo de Quetzal: dirigirás el programa de seguridad de nuestra propia ' +
        'operación, desde las políticas hasta las auditorías de los clientes.\n' +
        '- Mantener la certificación ISO 27001 y los informes SOC 2\n' +
        '- Gestionar el registro de riesgos y el presupuesto de seguridad\n' +
        '- Liderar a un equipo de cuatro personas',
      requirements: 'Ocho años en seguridad, tres liderando equipos.\nCISM o CISSP.',
      salaryMin: 1_200_000,
      salaryMax: 1_560_000,
      salaryCurrency: 'MXN',
      employmentType: 0,
      educationLevel: 5,
      country: 'MX',
      city: 'Ciudad de México',
      modality: 'hybrid',
      expiresInDays: 60,
      publishedDaysAgo: 7,
      roles: [
        { workRoleCode: 'OG-WRL-014', minimumPercentage: 20 },
        { workRoleCode: 'OG-WRL-002', minimumPercentage: 10 },
      ],
      certifications: ['CISM'],
    },
  ],
  pipeline: [
    {
      jobTitle: 'Analista SOC Nivel 2',
      talent: 'alonso.vega@example.com',
      message: 'Trabajo en un SOC de minería en Lima y busco dar el salto a investigaciones de nivel 2.',
      steps: [
        [1, 4],
        [2, 2],
      ],
    },
    {
      jobTitle: 'Ingeniero(a) de Detección',
      talent: 'andres.castillo@example.com',
      message: 'Escribo detecciones en KQL y Sigma desde hace tres años; me encantaría hacerlo para más clientes.',
      steps: [
        [1, 7],
        [2, 5],
      ],
    },
    {
      jobTitle: 'Especialista en Seguridad Cloud',
      talent: 'mariana.lopez@example.com',
      message: 'Protejo una plataforma logística en AWS desde Monterrey; conozco bien este tipo de migraciones.',
      steps: [[1, 10]],
    },
    {
      jobTitle: 'Administrador(a) de Sistemas Linux',
      talent: 'jorge.navarro@example.com',
      message: 'Administro 180 servidores RHEL con Ansible y me interesa sumar el enfoque de seguridad.',
      steps: [
        [1, 20],
        [2, 15],
        [3, 5],
      ],
    },
    {
      jobTitle: 'Analista de Datos de Seguridad',
      talent: 'fernanda.ruiz@example.com',
      message: 'Hago tableros de riesgo y métricas de SOC; el medio tiempo me acomoda muy bien.',
      steps: [[1, 1]],
    },
  ],
}

const ORQUIDEA: HiringCompany = {
  name: 'Orquídea Labs',
  subscription: {
    plan: 'starter',
    interval: 'month',
    periodsPaid: 3,
    currentPeriodDaysAgo: 12,
    billing: {
      billingEmail: 'facturacion@orquidea-labs.example.com',
      customerName: 'Orquídea Labs S.A.S.',
      phone: '+57 300 555 0101',
      address1: 'Carrera 43A # 1-50, oficina 901',
      town: 'Medellín',
      state: 'Antioquia',
      postCode: '050021',
      country: 'CO',
    },
  },
  profile: {
    industry: 'it_system_custom_software_development',
    country: 'CO',
    region: 'CO-ANT',
    city: 'Medellín',
    description:
      'Construimos productos digitales seguros para bancos, aseguradoras y clínicas de Colombia, con equipos en ' +
      'Medellín y Bogotá y una academia que forma a los equipos de nuestros clientes.',
    ceo: 'Andrés Zuluaga',
    foundedYear: 2016,
    numberOfEmployees: 4,
    revenueRange: 2,
    adminFirstName: 'Paula',
    adminLastName: 'Giraldo',
    adminJobTitle: 'Gerente de Personas',
    phone: '+573041234567',
    phoneCountry: 'CO',
    website: 'https://orquidea-labs.example.com',
  },
  mainAdmin: {
    email: 'orquidea@example.com',
    firstName: 'Paula',
    lastName: 'Giraldo',
    language: 'es',
    jobTitle: 'Gerente de Personas',
    phone: '+573041234567',
  },
  jobs: [
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Ingeniero(a) DevSecOps',
      department: 'Plataforma',
      description:
        'Buscamos a alguien que haga de la seguridad una parte natural del trabajo de nuestros 80 desarrolladores.\n' +
        '- Integrar SAST, SCA y escaneo de contenedores en GitLab CI sin frenar las entregas\n' +
        '- Firmar imágenes y proteger los clústeres de Kubernetes\n' +
        '- Acompañar a los equipos en el modelado de amenazas de nuevas funcionalidades\n' +
        '- Medir y reducir el tiempo de corrección de vulnerabilidades',
      requirements:
        'Tres años en desarrollo, SRE o DevOps.\nKubernetes y GitLab CI o GitHub Actions.\n' +
        'Inglés para leer documentación técnica.',
      salaryMin: 78_000_000,
      salaryMax: 98_000_000,
      salaryCurrency: 'COP',
      employmentType: 0,
      industry: 'it_system_custom_software_development',
      country: 'CO',
      city: 'Medellín',
      modality: 'hybrid',
      expiresInDays: 35,
      publishedDaysAgo: 4,
      roles: [
        { workRoleCode: 'DD-WRL-003', minimumPercentage: 20 },
        { workRoleCode: 'DD-WRL-005', minimumPercentage: 0 },
      ],
      certifications: ['Certified Kubernetes Security Specialist (CKS)'],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'intermediate' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Pentester de Aplicaciones Web',
      description:
        'Contrato por doce meses en el equipo de pruebas de seguridad. Probarás aplicaciones web, móviles y APIs ' +
        'de nuestros clientes del sector financiero antes de cada salida a producción.\n' +
        '- Ejecutar pruebas según OWASP WSTG y ASVS\n' +
        '- Explicar cada hallazgo con su impacto y una forma concreta de corregirlo\n' +
        '- Verificar las correcciones junto con los desarrolladores\n' +
        '- Aportar a nuestra metodología y a las herramientas internas',
      requirements:
        'Dos años haciendo pruebas de penetración web.\nBurp Suite y scripting en Python.\n' +
        'Informes claros en español; inglés deseable.',
      salaryMin: 42_000,
      salaryMax: 54_000,
      employmentType: 4,
      duration: 12,
      durationUnit: 'months',
      industry: 'financial_services',
      country: 'CO',
      city: 'Medellín',
      modality: 'remote',
      expiresInDays: 25,
      publishedDaysAgo: 11,
      roles: [
        { workRoleCode: 'PD-WRL-007', minimumPercentage: 25 },
        { workRoleCode: 'DD-WRL-005', minimumPercentage: 0 },
      ],
      certifications: ['OffSec Web Expert (OSWE)', 'Burp Suite Certified Practitioner'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista de Gestión de Vulnerabilidades',
      description:
        'Serás responsable del ciclo de vulnerabilidades de tres clientes en Bogotá: descubrir, priorizar, ' +
        'acompañar la corrección y comprobar que se cerró.\n' +
        '- Operar Tenable y Qualys y depurar sus resultados\n' +
        '- Priorizar con CVSS, EPSS y el contexto de negocio de cada activo\n' +
        '- Acordar plazos de corrección con los equipos de infraestructura\n' +
        '- Presentar la evolución del riesgo cada mes',
      requirements: 'Un año en gestión de vulnerabilidades o soporte de infraestructura.\nWindows Server y Linux.',
      salaryMin: 60_000_000,
      salaryMax: 75_000_000,
      salaryCurrency: 'COP',
      employmentType: 0,
      country: 'CO',
      city: 'Bogotá',
      modality: 'hybrid',
      expiresInDays: 30,
      publishedDaysAgo: 20,
      roles: [
        { workRoleCode: 'PD-WRL-007', minimumPercentage: 15 },
        { workRoleCode: 'PD-WRL-001', minimumPercentage: 0 },
      ],
      certifications: ['CompTIA PenTest+'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Arquitecto(a) de Seguridad',
      description:
        'Para un cliente del sector salud con 22 sedes en Colombia: definirás la arquitectura de seguridad de su ' +
        'nueva historia clínica electrónica y acompañarás su implementación durante dos años.\n' +
        '- Diseñar la arquitectura de identidad, segmentación y cifrado\n' +
        '- Revisar los diseños de los proveedores y aprobar excepciones\n' +
        '- Alinear la arquitectura con la Ley 1581 y la normativa de historia clínica\n' +
        '- Presentar las decisiones ante el comité de tecnología',
      requirements:
        'Siete años en seguridad, tres en arquitectura.\nExperiencia en el sector salud o financiero.\n' +
        'Trabajo presencial en Bogotá.',
      salaryMin: 48_000,
      salaryMax: 62_000,
      employmentType: 0,
      educationLevel: 6,
      industry: 'hospitals_health_care',
      country: 'CO',
      city: 'Bogotá',
      modality: 'on_site',
      expiresInDays: 15,
      publishedDaysAgo: 30,
      roles: [
        { workRoleCode: 'DD-WRL-001', minimumPercentage: 30 },
        { workRoleCode: 'DD-WRL-002', minimumPercentage: 0 },
      ],
      certifications: ['CISSP', 'SABSA Chartered Foundation'],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Instructor(a) de Ciberseguridad',
      description:
        'Orquídea Academy forma a los equipos de nuestros clientes. Buscamos a alguien que enseñe con ejemplos ' +
        'reales y disfrute ver a otros aprender.\n' +
        '- Impartir los cursos de defensa de redes y respuesta a incidentes, presenciales y en línea\n' +
        '- Preparar laboratorios prácticos y ejercicios tipo CTF\n' +
        '- Actualizar el material cada semestre',
      requirements:
        'Experiencia docente o como mentor.\nUna certificación técnica vigente (Security+, CySA+, CEH o similar).',
      salaryMin: 36_000_000,
      salaryMax: 48_000_000,
      salaryCurrency: 'COP',
      employmentType: 1,
      industry: 'e_learning_providers',
      country: 'CO',
      city: 'Medellín',
      modality: 'hybrid',
      expiresInDays: 45,
      publishedDaysAgo: 16,
      roles: [
        { workRoleCode: 'OG-WRL-005', minimumPercentage: 10 },
        { workRoleCode: 'OG-WRL-004', minimumPercentage: 0 },
      ],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Oficial de Protección de Datos Personales',
      description:
        'Liderarás el programa de protección de datos personales de Orquídea y asesorarás a nuestros clientes en ' +
        'el cumplimiento de la Ley 1581 de 2012.\n' +
        '- Mantener el registro de bases de datos ante la Superintendencia de Industria y Comercio\n' +
        '- Hacer evaluaciones de impacto de los productos nuevos\n' +
        '- Atender consultas y reclamos de los titulares\n' +
        '- Capacitar a los equipos en privacidad desde el diseño',
      requirements:
        'Abogado(a) o ingeniero(a) con especialización en protección de datos.\n' +
        'Tres años en cumplimiento normativo.',
      salaryMin: 72_000_000,
      salaryMax: 90_000_000,
      salaryCurrency: 'COP',
      employmentType: 0,
      country: 'CO',
      city: 'Bogotá',
      modality: 'hybrid',
      expiresInDays: 40,
      publishedDaysAgo: 8,
      roles: [{ workRoleCode: 'OG-WRL-008', minimumPercentage: 20 }],
      certifications: ['Certified Information Privacy Professional/Europe (CIPP/E)'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
  ],
  pipeline: [
    {
      jobTitle: 'Ingeniero(a) DevSecOps',
      talent: 'santiago.mejia@example.com',
      message: 'Llevo tres años integrando seguridad en los pipelines de una fintech aquí en Medellín.',
      steps: [
        [1, 3],
        [2, 1],
      ],
    },
    {
      jobTitle: 'Pentester de Aplicaciones Web',
      talent: 'martin.gutierrez@example.com',
      message: null,
      steps: [[0, 6]],
    },
    {
      jobTitle: 'Pentester de Aplicaciones Web',
      talent: 'laura.ospina@example.com',
      message: 'Hago gestión de vulnerabilidades y quiero dedicarme de lleno a las pruebas de penetración.',
      steps: [[1, 9]],
    },
    {
      jobTitle: 'Oficial de Protección de Datos Personales',
      talent: 'natalia.cardenas@example.com',
      message: 'Dirijo el programa de la Ley 1581 en una clínica de Bogotá; me interesa asesorar a más empresas.',
      steps: [
        [1, 7],
        [2, 3],
      ],
    },
    {
      jobTitle: 'Instructor(a) de Ciberseguridad',
      talent: 'juanpablo.arango@example.com',
      message: 'Enseño defensa de redes en el SENA desde 2019 y me gustaría formar equipos de empresas.',
      steps: [
        [1, 15],
        [2, 10],
        [3, 2],
      ],
    },
  ],
}

const CONDOR: HiringCompany = {
  name: 'Cóndor Digital',
  subscription: {
    plan: 'enterprise',
    interval: 'year',
    periodsPaid: 2,
    currentPeriodDaysAgo: 40,
    billing: {
      billingEmail: 'finanzas@condor-digital.example.com',
      customerName: 'Cóndor Digital SpA',
      phone: '+56 9 6123 4567',
      address1: 'Av. Apoquindo 4500, piso 15',
      town: 'Santiago',
      state: 'Región Metropolitana',
      postCode: '7550000',
      country: 'CL',
    },
  },
  profile: {
    industry: 'computer_network_security',
    country: 'CL',
    region: 'CL-RM',
    city: 'Santiago',
    description:
      'Seguridad gestionada, forense y pruebas ofensivas para banca, retail y minería, con oficinas en Santiago, ' +
      'Lima y Buenos Aires.',
    ceo: 'Francisca Muñoz',
    foundedYear: 2011,
    numberOfEmployees: 5,
    revenueRange: 3,
    adminFirstName: 'Francisca',
    adminLastName: 'Muñoz',
    adminJobTitle: 'Gerenta General',
    phone: '+56223456789',
    phoneCountry: 'CL',
    website: 'https://condor-digital.example.com',
  },
  mainAdmin: {
    email: 'condor@example.com',
    firstName: 'Francisca',
    lastName: 'Muñoz',
    language: 'es',
    jobTitle: 'Gerenta General',
    phone: '+56223456789',
  },
  jobs: [
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista de Inteligencia de Amenazas',
      description:
        'Tu trabajo será anticipar qué amenazas van a llegar a nuestros clientes en Chile, Perú y Argentina, y ' +
        'avisarlo a tiempo.\n' +
        '- Seguir a los grupos de ransomware y fraude que operan en la región\n' +
        '- Producir boletines semanales y alertas tempranas\n' +
        '- Enriquecer los casos del SOC con indicadores y contexto\n' +
        '- Mantener nuestra plataforma MISP',
      requirements:
        'Dos años en inteligencia de amenazas, SOC o investigación.\n' +
        'Inglés avanzado para leer fuentes y escribir informes.',
      salaryMin: 30_000_000,
      salaryMax: 39_000_000,
      salaryCurrency: 'CLP',
      employmentType: 0,
      country: 'CL',
      city: 'Santiago',
      modality: 'hybrid',
      expiresInDays: 35,
      publishedDaysAgo: 6,
      roles: [{ workRoleCode: 'PD-WRL-006', minimumPercentage: 25 }],
      certifications: ['GIAC Cyber Threat Intelligence (GCTI)'],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Ingeniero(a) de Seguridad de Redes',
      description:
        'Diseña y opera la seguridad perimetral de nuestros clientes: firewalls, VPN, segmentación y acceso remoto.\n' +
        '- Implementar y mantener firewalls Fortinet y Palo Alto\n' +
        '- Diseñar la segmentación de redes en oficinas, plantas y nube\n' +
        '- Revisar cambios y reglas con criterio de mínimo privilegio\n' +
        '- Viajar de vez en cuando a faenas y sucursales',
      requirements: 'Cuatro años en redes, dos en seguridad.\nCCNP o equivalente.',
      salaryMin: 33_600_000,
      salaryMax: 43_200_000,
      salaryCurrency: 'CLP',
      employmentType: 0,
      openToTravel: 2,
      country: 'CL',
      city: 'Santiago',
      modality: 'on_site',
      expiresInDays: 30,
      publishedDaysAgo: 12,
      roles: [
        { workRoleCode: 'IO-WRL-004', minimumPercentage: 15 },
        { workRoleCode: 'IO-WRL-006', minimumPercentage: 0 },
      ],
      certifications: ['Cisco Certified Network Professional Security (CCNP Security)'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista Forense Digital',
      description:
        'Cuando un cliente sufre un incidente, tú reconstruyes qué pasó. Trabajarás en casos de intrusión, fraude ' +
        'interno y fuga de información, con evidencia que puede terminar en tribunales.\n' +
        '- Adquirir evidencia de equipos, servidores y nube con cadena de custodia\n' +
        '- Analizar memoria, discos y registros para reconstruir la línea de tiempo\n' +
        '- Redactar informes periciales claros para abogados y jueces',
      requirements:
        'Dos años en forense digital o respuesta a incidentes.\n' +
        'Herramientas como Autopsy, EnCase, Volatility o Velociraptor.',
      salaryMin: 27_600_000,
      salaryMax: 36_000_000,
      salaryCurrency: 'CLP',
      employmentType: 0,
      country: 'CL',
      city: 'Santiago',
      modality: 'hybrid',
      expiresInDays: 50,
      publishedDaysAgo: 3,
      roles: [
        { workRoleCode: 'PD-WRL-002', minimumPercentage: 25 },
        { workRoleCode: 'IN-WRL-002', minimumPercentage: 10 },
      ],
      certifications: ['GIAC Certified Forensic Analyst (GCFA)', 'EnCase Certified Examiner (EnCE)'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Ingeniero(a) de Ciberseguridad OT – Minería',
      description:
        'Para una minera del norte de Chile: protege los sistemas que controlan la planta concentradora y el ' +
        'transporte de mineral, sin detener la producción.\n' +
        '- Inventariar los activos OT y sus comunicaciones\n' +
        '- Implementar zonas y conductos según ISA/IEC 62443\n' +
        '- Operar el monitoreo pasivo de la red industrial\n' +
        '- Coordinar con operaciones las ventanas de cambio\n' +
        'Turno 7x7 con alojamiento en faena.',
      requirements:
        'Tres años en automatización, redes industriales o seguridad OT.\n' +
        'PLC, SCADA y protocolos como Modbus y DNP3.',
      salaryMin: 38_400_000,
      salaryMax: 50_400_000,
      salaryCurrency: 'CLP',
      employmentType: 0,
      openToTravel: 3,
      industry: 'mining',
      country: 'CL',
      city: 'Antofagasta',
      modality: 'on_site',
      expiresInDays: 25,
      publishedDaysAgo: 18,
      roles: [
        { workRoleCode: 'DD-WRL-009', minimumPercentage: 15 },
        { workRoleCode: 'IO-WRL-004', minimumPercentage: 0 },
      ],
      certifications: ['GIAC Global Industrial Cyber Security Professional (GICSP)'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista SOC Junior',
      description:
        'Empieza tu carrera en nuestro SOC de Lima, que atiende a clientes de banca y minería en el Perú. Un ' +
        'analista senior te acompañará durante tus primeros tres meses.\n' +
        '- Monitorear y clasificar alertas en turnos rotativos\n' +
        '- Analizar los correos de phishing que reportan los usuarios\n' +
        '- Escalar con información completa lo que requiere investigación',
      requirements:
        'Estudios técnicos o universitarios en redes, sistemas o afines.\nGanas de aprender; Security+ es un plus.',
      salaryMin: 42_000,
      salaryMax: 54_000,
      salaryCurrency: 'PEN',
      employmentType: 0,
      educationLevel: 4,
      country: 'PE',
      city: 'Lima',
      modality: 'on_site',
      expiresInDays: 30,
      publishedDaysAgo: 2,
      roles: [{ workRoleCode: 'PD-WRL-001', minimumPercentage: 5 }],
      certifications: ['CompTIA Security+'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Especialista en Seguridad de Bases de Datos',
      description:
        'Protege las bases de datos donde nuestros clientes financieros guardan lo más sensible: cuentas, ' +
        'transacciones y datos personales.\n' +
        '- Configurar cifrado, enmascaramiento y auditoría en Oracle, SQL Server y PostgreSQL\n' +
        '- Revisar los accesos privilegiados cada mes\n' +
        '- Acompañar las auditorías de la SBS y de los clientes',
      requirements:
        'Tres años como DBA o en seguridad de datos.\n' +
        'Conocimiento de la Ley de Protección de Datos Personales del Perú.',
      salaryMin: 72_000,
      salaryMax: 96_000,
      salaryCurrency: 'PEN',
      employmentType: 0,
      industry: 'banking',
      country: 'PE',
      city: 'Lima',
      modality: 'hybrid',
      expiresInDays: 40,
      publishedDaysAgo: 10,
      roles: [
        { workRoleCode: 'IO-WRL-002', minimumPercentage: 10 },
        { workRoleCode: 'IO-WRL-006', minimumPercentage: 0 },
      ],
      certifications: ['Oracle Database Administration Certified Professional'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Investigador(a) de Fraude y Ciberdelitos',
      description:
        'Investiga fraudes digitales para bancos y cajas del Perú (phishing, suplantación, cuentas mula y fraude ' +
        'interno) hasta dejar cada caso listo para la fiscalía.\n' +
        '- Reconstruir el recorrido del dinero y de los accesos\n' +
        '- Preservar la evidencia y documentar la cadena de custodia\n' +
        '- Coordinar con las áreas legales, la policía y otros bancos',
      requirements: 'Dos años en prevención de fraude, investigación o forense.\nDiscreción y redacción impecable.',
      salaryMin: 66_000,
      salaryMax: 84_000,
      salaryCurrency: 'PEN',
      employmentType: 0,
      industry: 'banking',
      country: 'PE',
      city: 'Lima',
      modality: 'on_site',
      expiresInDays: 20,
      publishedDaysAgo: 22,
      roles: [
        { workRoleCode: 'IN-WRL-001', minimumPercentage: 15 },
        { workRoleCode: 'IN-WRL-002', minimumPercentage: 0 },
      ],
      certifications: ['Certified Fraud Examiner (CFE)'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista de Amenazas Internas',
      description:
        'Ayudá a una aseguradora con sede en Buenos Aires a detectar a tiempo el uso indebido de accesos por parte ' +
        'de empleados y proveedores, con respeto por la privacidad de las personas.\n' +
        '- Analizar alertas de comportamiento de usuarios (UEBA) y de DLP\n' +
        '- Investigar casos junto con Recursos Humanos y Legales\n' +
        '- Proponer controles que reduzcan el riesgo sin entorpecer el trabajo',
      requirements: 'Dos años en SOC, fraude o investigaciones internas.\nCriterio y confidencialidad.',
      salaryMin: 42_000_000,
      salaryMax: 54_000_000,
      salaryCurrency: 'ARS',
      employmentType: 0,
      industry: 'insurance',
      country: 'AR',
      city: 'Buenos Aires',
      modality: 'hybrid',
      expiresInDays: 35,
      publishedDaysAgo: 8,
      roles: [{ workRoleCode: 'PD-WRL-005', minimumPercentage: 10 }],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Desarrollador(a) de Software Seguro',
      description:
        'Construí los servicios de nuestra plataforma de gestión de incidentes, que usan 60 clientes en tres ' +
        'países. Buscamos a alguien que escriba código seguro por costumbre.\n' +
        '- Desarrollar APIs en Go y TypeScript con pruebas automatizadas\n' +
        '- Modelar las amenazas de cada funcionalidad nueva con el equipo\n' +
        '- Corregir los hallazgos de SAST y de pentest con criterio\n' +
        '- Revisar el código de tus pares',
      requirements: 'Tres años desarrollando backend.\nOWASP Top 10 y ASVS.\nTrabajo 100 % remoto desde Argentina.',
      salaryMin: 36_000,
      salaryMax: 48_000,
      employmentType: 0,
      industry: 'it_system_custom_software_development',
      country: 'AR',
      city: 'Córdoba',
      modality: 'remote',
      expiresInDays: 45,
      publishedDaysAgo: 15,
      roles: [
        { workRoleCode: 'DD-WRL-003', minimumPercentage: 15 },
        { workRoleCode: 'DD-WRL-004', minimumPercentage: 0 },
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Pentester Junior',
      description:
        'Sumate al equipo ofensivo de Cóndor: harás pruebas de aplicaciones web e infraestructura junto a ' +
        'pentesters senior que van a revisar tu trabajo y ayudarte a crecer.\n' +
        '- Ejecutar pruebas guiadas sobre aplicaciones web y redes internas\n' +
        '- Documentar los hallazgos con evidencia reproducible\n' +
        '- Preparar la OSCP con horas de estudio pagas',
      requirements: 'Conocimientos de redes, Linux y HTTP.\nCTFs, laboratorios propios o la eJPT.',
      salaryMin: 24_000_000,
      salaryMax: 30_000_000,
      salaryCurrency: 'ARS',
      employmentType: 0,
      educationLevel: 3,
      country: 'AR',
      city: 'Mendoza',
      modality: 'remote',
      expiresInDays: 45,
      publishedDaysAgo: 1,
      roles: [{ workRoleCode: 'PD-WRL-007', minimumPercentage: 10 }],
      certifications: ['eLearnSecurity Junior Penetration Tester (eJPT)'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Jefe(a) de Ciberseguridad (búsqueda interna)',
      privacy: 'private',
      description:
        'Búsqueda interna: reportando al directorio, liderarás la estrategia de seguridad de Cóndor Digital y de ' +
        'sus tres oficinas.\n' +
        '- Definir el plan de seguridad a tres años\n' +
        '- Responder ante clientes y reguladores por nuestra propia postura\n' +
        '- Liderar a las gerencias de SOC, ofensiva y GRC',
      requirements: 'Diez años en seguridad, cinco en cargos de dirección.',
      salaryMin: 60_000_000,
      salaryMax: 78_000_000,
      salaryCurrency: 'CLP',
      employmentType: 0,
      educationLevel: 6,
      country: 'CL',
      city: 'Santiago',
      modality: 'hybrid',
      expiresInDays: 60,
      publishedDaysAgo: 5,
      roles: [
        { workRoleCode: 'OG-WRL-007', minimumPercentage: 20 },
        { workRoleCode: 'OG-WRL-014', minimumPercentage: 10 },
      ],
    },
  ],
  pipeline: [
    {
      jobTitle: 'Analista de Inteligencia de Amenazas',
      talent: 'daniela.soto@example.com',
      message: null,
      steps: [
        [0, 5],
        [2, 2],
      ],
    },
    {
      jobTitle: 'Ingeniero(a) de Seguridad de Redes',
      talent: 'tomas.fuentes@example.com',
      message: 'Protejo la red de 300 tiendas con firewalls de nueva generación; conozco Fortinet a fondo.',
      steps: [
        [1, 10],
        [2, 6],
      ],
    },
    {
      jobTitle: 'Analista Forense Digital',
      talent: 'ignacio.herrera@example.com',
      message: 'Hago peritajes informáticos en Valparaíso desde 2018 y puedo trasladarme a Santiago.',
      steps: [[1, 2]],
    },
    {
      jobTitle: 'Ingeniero(a) de Ciberseguridad OT – Minería',
      talent: 'valeria.paredes@example.com',
      message: 'Trabajo en seguridad OT en una planta concentradora de Antofagasta; el turno 7x7 me acomoda.',
      steps: [
        [1, 16],
        [2, 12],
        [3, 4],
      ],
    },
    {
      jobTitle: 'Analista SOC Junior',
      talent: 'diego.ramirez@example.com',
      message: 'Soy analista SOC de nivel 1 en Lima y quiero seguir creciendo en un equipo más grande.',
      steps: [[1, 2]],
    },
    {
      jobTitle: 'Especialista en Seguridad de Bases de Datos',
      talent: 'rosa.quispe@example.com',
      message:
        'Administro bases Oracle y PostgreSQL críticas en una caja municipal; el cifrado y la auditoría son lo mío.',
      steps: [
        [1, 8],
        [2, 4],
      ],
    },
    {
      jobTitle: 'Investigador(a) de Fraude y Ciberdelitos',
      talent: 'carlos.mamani@example.com',
      message: 'Investigo fraudes por phishing y cuentas mula en un banco desde 2020.',
      steps: [
        [1, 18],
        [4, 6],
      ],
    },
    {
      jobTitle: 'Analista de Amenazas Internas',
      talent: 'nicolas.ferreyra@example.com',
      message: 'Hoy hago exactamente esto en otra aseguradora y me interesa un equipo con más alcance.',
      steps: [[1, 6]],
    },
    {
      jobTitle: 'Desarrollador(a) de Software Seguro',
      talent: 'agustina.pereyra@example.com',
      message: 'Desarrollo APIs en Go con modelado de amenazas desde hace cuatro años, desde Córdoba.',
      steps: [
        [1, 12],
        [2, 7],
      ],
    },
    {
      jobTitle: 'Pentester Junior',
      talent: 'lucas.dominguez@example.com',
      message: 'Tengo la eJPT y hago pruebas web con Burp Suite; me encantaría crecer hacia la OSCP.',
      steps: [[1, 1]],
    },
  ],
}

const GUARA: HiringCompany = {
  name: 'Guará Segurança Digital',
  subscription: {
    plan: 'professional',
    interval: 'month',
    periodsPaid: 4,
    currentPeriodDaysAgo: 20,
    billing: {
      billingEmail: 'financeiro@guara-seguranca.example.com',
      customerName: 'Guará Segurança Digital Ltda.',
      phone: '+55 11 91234-5678',
      address1: 'Av. Paulista 1000, 10º andar',
      town: 'São Paulo',
      state: 'SP',
      postCode: '01310-100',
      country: 'BR',
    },
  },
  profile: {
    industry: 'computer_network_security',
    country: 'BR',
    region: 'BR-SP',
    city: 'São Paulo',
    description:
      'Resposta a incidentes, forense e segurança em nuvem para varejistas, hospitais e fintechs de todo o Brasil, ' +
      'com escritórios em São Paulo e no Porto Digital, em Recife.',
    ceo: 'Marcelo Tavares',
    foundedYear: 2015,
    numberOfEmployees: 4,
    revenueRange: 3,
    adminFirstName: 'Carolina',
    adminLastName: 'Nunes',
    adminJobTitle: 'Gerente de Talentos',
    phone: '+551130456789',
    phoneCountry: 'BR',
    website: 'https://guara-seguranca.example.com',
  },
  mainAdmin: {
    email: 'guara@example.com',
    firstName: 'Carolina',
    lastName: 'Nunes',
    language: 'pt',
    jobTitle: 'Gerente de Talentos',
    phone: '+551130456789',
  },
  jobs: [
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista de Resposta a Incidentes',
      department: 'CSIRT',
      description:
        'No nosso time de resposta a incidentes, você vai conduzir casos reais do primeiro alerta até o relatório ' +
        'final.\n' +
        '- Investigar e conter incidentes em endpoints, e-mail e nuvem\n' +
        '- Coletar e preservar evidências com Velociraptor e KAPE\n' +
        '- Comunicar o andamento de cada caso ao cliente com clareza\n' +
        '- Melhorar os playbooks depois de cada incidente',
      requirements:
        'Dois anos em SOC ou resposta a incidentes.\nExperiência com EDR e SIEM.\nInglês para leitura técnica.',
      salaryMin: 120_000,
      salaryMax: 156_000,
      salaryCurrency: 'BRL',
      employmentType: 0,
      country: 'BR',
      city: 'São Paulo',
      modality: 'hybrid',
      expiresInDays: 40,
      publishedDaysAgo: 4,
      roles: [
        { workRoleCode: 'PD-WRL-003', minimumPercentage: 25 },
        { workRoleCode: 'PD-WRL-001', minimumPercentage: 10 },
      ],
      certifications: ['GIAC Certified Incident Handler (GCIH)'],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'intermediate' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Engenheiro(a) de Segurança em Nuvem',
      description:
        'Ajude nossos clientes a usar a nuvem com segurança desde o primeiro dia: você vai desenhar zonas de ' +
        'pouso, revisar arquiteturas e automatizar controles no Azure e na AWS.\n' +
        '- Definir políticas como código e guardrails de identidade\n' +
        '- Revisar arquiteturas antes de cada projeto entrar em produção\n' +
        '- Tratar os achados do Defender for Cloud e do Security Hub com os times\n' +
        '- Apoiar auditorias de LGPD e de clientes',
      requirements: 'Três anos com segurança em Azure ou AWS.\nTerraform ou Bicep.\nInglês intermediário.',
      salaryMin: 168_000,
      salaryMax: 216_000,
      salaryCurrency: 'BRL',
      employmentType: 0,
      industry: 'cloud_computing',
      country: 'BR',
      city: 'São Paulo',
      modality: 'remote',
      expiresInDays: 35,
      publishedDaysAgo: 10,
      roles: [
        { workRoleCode: 'DD-WRL-001', minimumPercentage: 20 },
        { workRoleCode: 'DD-WRL-004', minimumPercentage: 0 },
      ],
      certifications: ['Microsoft Certified: Azure Security Engineer Associate (AZ-500)', 'CCSP'],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'intermediate' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista de Privacidade e LGPD',
      description:
        'Apoie o encarregado de dados (DPO) da Guará e de nossos clientes no cumprimento da LGPD.\n' +
        '- Manter o inventário de dados pessoais e a base legal de cada tratamento\n' +
        '- Elaborar relatórios de impacto à proteção de dados (RIPD)\n' +
        '- Responder às solicitações de titulares dentro do prazo\n' +
        '- Preparar a comunicação de incidentes à ANPD quando necessário',
      requirements:
        'Formação em Direito, Sistemas de Informação ou áreas afins.\nDois anos com privacidade ou compliance.',
      salaryMin: 96_000,
      salaryMax: 132_000,
      salaryCurrency: 'BRL',
      employmentType: 0,
      country: 'BR',
      city: 'São Paulo',
      modality: 'hybrid',
      expiresInDays: 20,
      publishedDaysAgo: 26,
      roles: [
        { workRoleCode: 'OG-WRL-008', minimumPercentage: 15 },
        { workRoleCode: 'OG-WRL-002', minimumPercentage: 0 },
      ],
      certifications: ['EXIN Privacy & Data Protection Practitioner'],
      languages: [{ language: 'pt', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Perito(a) em Forense Digital',
      description:
        'Nosso laboratório de forense em Recife atende escritórios de advocacia, bancos e empresas do Nordeste. ' +
        'Você vai analisar evidências digitais e transformar o que encontrar em laudos sólidos.\n' +
        '- Adquirir e preservar evidências de computadores, celulares e contas em nuvem\n' +
        '- Analisar artefatos com Autopsy, Axiom e Cellebrite\n' +
        '- Redigir laudos técnicos e apoiar assistentes técnicos em juízo',
      requirements:
        'Dois anos em perícia digital ou resposta a incidentes.\nCadeia de custódia e ABNT NBR ISO/IEC 27037.',
      salaryMin: 108_000,
      salaryMax: 144_000,
      salaryCurrency: 'BRL',
      employmentType: 0,
      industry: 'legal_services',
      country: 'BR',
      city: 'Recife',
      modality: 'on_site',
      expiresInDays: 45,
      publishedDaysAgo: 7,
      roles: [
        { workRoleCode: 'IN-WRL-002', minimumPercentage: 20 },
        { workRoleCode: 'PD-WRL-002', minimumPercentage: 10 },
      ],
      certifications: ['GIAC Certified Forensic Analyst (GCFA)'],
      languages: [{ language: 'pt', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista de Vulnerabilidades Júnior',
      description:
        'Uma vaga para quem está começando: você vai aprender a encontrar, priorizar e acompanhar vulnerabilidades ' +
        'com um time que gosta de ensinar.\n' +
        '- Executar varreduras com Nessus e OpenVAS\n' +
        '- Validar os achados e eliminar falsos positivos\n' +
        '- Acompanhar a correção com os times de infraestrutura\n' +
        '- Estudar com horas reservadas na agenda toda semana',
      requirements: 'Cursando ou formado em TI.\nNoções de redes, Linux e Windows.',
      salaryMin: 54_000,
      salaryMax: 72_000,
      salaryCurrency: 'BRL',
      employmentType: 0,
      educationLevel: 2,
      country: 'BR',
      city: 'Recife',
      modality: 'hybrid',
      expiresInDays: 30,
      publishedDaysAgo: 3,
      roles: [{ workRoleCode: 'PD-WRL-007', minimumPercentage: 5 }],
      certifications: ['CompTIA Security+'],
      languages: [{ language: 'pt', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Engenheiro(a) de Testes de Segurança',
      description:
        'Contrato de doze meses com um fabricante de dispositivos IoT para o agronegócio. Você vai testar a ' +
        'segurança do firmware, do aplicativo e da nuvem antes de cada versão.\n' +
        '- Planejar e executar testes de segurança em cada ciclo de release\n' +
        '- Fazer fuzzing de protocolos e das interfaces do firmware\n' +
        '- Automatizar testes de regressão de segurança no pipeline\n' +
        '- Registrar e priorizar os achados com o time de produto',
      requirements:
        'Três anos em testes de software ou segurança.\nPython.\nExperiência com sistemas embarcados é um diferencial.',
      salaryMin: 144_000,
      salaryMax: 180_000,
      salaryCurrency: 'BRL',
      employmentType: 4,
      duration: 12,
      durationUnit: 'months',
      industry: 'embedded_software_products',
      country: 'BR',
      city: 'Campinas',
      modality: 'hybrid',
      expiresInDays: 30,
      publishedDaysAgo: 13,
      roles: [
        { workRoleCode: 'DD-WRL-007', minimumPercentage: 15 },
        { workRoleCode: 'DD-WRL-005', minimumPercentage: 0 },
      ],
      certifications: ['ISTQB Certified Tester Advanced Level Security Tester'],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'intermediate' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Estágio em Segurança da Informação',
      description:
        'Estágio de um ano no nosso escritório do Porto Digital, em Recife, para estudantes a partir do quarto ' +
        'semestre. Você vai passar pelo SOC, pela gestão de vulnerabilidades e pela conscientização.\n' +
        '- Apoiar a triagem de alertas e de e-mails suspeitos\n' +
        '- Ajudar a preparar campanhas de conscientização\n' +
        '- Documentar processos e desenvolver um projeto de fim de estágio',
      requirements:
        'Cursando Ciência da Computação, Sistemas de Informação ou áreas afins.\nDisponibilidade de 6 horas por dia.',
      salaryMin: 24_000,
      salaryMax: 28_800,
      salaryCurrency: 'BRL',
      employmentType: 5,
      duration: 12,
      durationUnit: 'months',
      educationLevel: 2,
      country: 'BR',
      city: 'Recife',
      modality: 'on_site',
      expiresInDays: 30,
      publishedDaysAgo: 0,
      roles: [{ workRoleCode: 'PD-WRL-001', minimumPercentage: 0 }],
      languages: [{ language: 'pt', level: 'native_or_bilingual' }],
    },
  ],
  pipeline: [
    {
      jobTitle: 'Analista de Resposta a Incidentes',
      talent: 'rafael.almeida@example.com',
      message: 'Conduzo casos de ransomware no varejo há três anos e quero atender clientes de vários setores.',
      steps: [
        [1, 3],
        [2, 1],
      ],
    },
    {
      jobTitle: 'Engenheiro(a) de Segurança em Nuvem',
      talent: 'juliana.ferreira@example.com',
      message: 'Desenho zonas de pouso no Azure para dados de pacientes; adoraria levar isso a outros clientes.',
      steps: [[1, 8]],
    },
    {
      jobTitle: 'Analista de Privacidade e LGPD',
      talent: 'larissa.rocha@example.com',
      message: 'Cuido do programa de LGPD de uma cooperativa de crédito e posso trabalhar de Porto Alegre.',
      steps: [
        [1, 24],
        [2, 18],
        [3, 6],
      ],
    },
    {
      jobTitle: 'Perito(a) em Forense Digital',
      talent: 'beatriz.costa@example.com',
      message: 'Sou analista forense em Recife e tenho a GCFA; conheço bem o trabalho com laudos.',
      steps: [[1, 5]],
    },
    {
      jobTitle: 'Analista de Vulnerabilidades Júnior',
      talent: 'thiago.santos@example.com',
      message: 'Tirei a Security+ este ano e fiz estágio em infraestrutura; quero começar em segurança.',
      steps: [[1, 2]],
    },
    {
      jobTitle: 'Engenheiro(a) de Testes de Segurança',
      talent: 'gustavo.pereira@example.com',
      message: 'Faço fuzzing de firmware em Campinas há cinco anos.',
      steps: [
        [1, 11],
        [2, 6],
      ],
    },
  ],
}

const IBERICA: HiringCompany = {
  name: 'Ibérica Ciberdefensa',
  subscription: {
    plan: 'starter',
    interval: 'year',
    periodsPaid: 1,
    currentPeriodDaysAgo: 200,
    billing: {
      billingEmail: 'facturacion@iberica-ciberdefensa.example.com',
      customerName: 'Ibérica Ciberdefensa S.L.',
      phone: '+34 612 345 678',
      address1: 'Calle de Alcalá 50, 3.º',
      town: 'Madrid',
      state: 'Madrid',
      postCode: '28014',
      country: 'ES',
    },
  },
  profile: {
    industry: 'computer_network_security',
    country: 'ES',
    region: 'ES-M',
    city: 'Madrid',
    description:
      'Consultoría de gobierno, riesgo y cumplimiento, ciberinteligencia y acreditación de sistemas para ' +
      'administraciones públicas, defensa y sectores estratégicos, desde Madrid, Barcelona y Valencia.',
    ceo: 'Inmaculada Ortega',
    foundedYear: 2009,
    numberOfEmployees: 5,
    revenueRange: 4,
    adminFirstName: 'Javier',
    adminLastName: 'Molina',
    adminJobTitle: 'Responsable de Selección',
    phone: '+34911234567',
    phoneCountry: 'ES',
    website: 'https://iberica-ciberdefensa.example.com',
  },
  mainAdmin: {
    email: 'iberica@example.com',
    firstName: 'Javier',
    lastName: 'Molina',
    language: 'es',
    jobTitle: 'Responsable de Selección',
    phone: '+34911234567',
  },
  jobs: [
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Consultor/a GRC – ENS e ISO 27001',
      description:
        'Te incorporarás al equipo de GRC para llevar proyectos de adecuación de principio a fin en ' +
        'administraciones públicas y empresas estratégicas.\n' +
        '- Realizar análisis de riesgos con MAGERIT y PILAR\n' +
        '- Preparar la adecuación al Esquema Nacional de Seguridad y a ISO 27001\n' +
        '- Acompañar a los clientes en sus auditorías de certificación\n' +
        '- Preparar a los clientes para las obligaciones de la directiva NIS2',
      requirements:
        'Tres años en consultoría GRC o auditoría.\nConocimiento del ENS y de ISO 27001.\n' +
        'Disponibilidad para viajar por España.',
      salaryMin: 38_000,
      salaryMax: 48_000,
      salaryCurrency: 'EUR',
      employmentType: 0,
      openToTravel: 2,
      industry: 'business_consulting_services',
      country: 'ES',
      city: 'Madrid',
      modality: 'hybrid',
      expiresInDays: 40,
      publishedDaysAgo: 5,
      roles: [
        { workRoleCode: 'OG-WRL-012', minimumPercentage: 20 },
        { workRoleCode: 'OG-WRL-002', minimumPercentage: 10 },
      ],
      certifications: ['ISO/IEC 27001 Lead Auditor'],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Auditor/a de Sistemas de Información',
      description:
        'Auditarás los controles de tecnología de entidades financieras y aseguradoras, con un equipo que combina ' +
        'experiencia técnica y regulatoria.\n' +
        '- Planificar y ejecutar auditorías de controles generales de TI\n' +
        '- Evaluar el cumplimiento del reglamento DORA y de las guías de la EBA\n' +
        '- Redactar informes con recomendaciones que se puedan aplicar\n' +
        '- Hacer seguimiento de los planes de acción',
      requirements: 'Cuatro años en auditoría de sistemas.\nCISA o en proceso de obtenerla.',
      salaryMin: 45_000,
      salaryMax: 58_000,
      salaryCurrency: 'EUR',
      employmentType: 0,
      industry: 'financial_services',
      country: 'ES',
      city: 'Madrid',
      modality: 'on_site',
      expiresInDays: 25,
      publishedDaysAgo: 17,
      roles: [
        { workRoleCode: 'OG-WRL-016', minimumPercentage: 20 },
        { workRoleCode: 'OG-WRL-012', minimumPercentage: 0 },
      ],
      certifications: ['CISA'],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Delegado/a de Protección de Datos (DPO)',
      description:
        'Asumirás el papel de DPO externo de un grupo hospitalario catalán y de dos clientes del sector asegurador.\n' +
        '- Supervisar el cumplimiento del RGPD y de la LOPDGDD\n' +
        '- Asesorar en las evaluaciones de impacto y en los nuevos tratamientos\n' +
        '- Ser el punto de contacto con la AEPD y con la Autoridad Catalana de Protección de Datos\n' +
        '- Formar a los equipos de cada cliente',
      requirements:
        'Cinco años en protección de datos.\nCertificación de DPO según el esquema de la AEPD, o CIPP/E.\n' +
        'Se valorará el catalán.',
      salaryMin: 50_000,
      salaryMax: 62_000,
      salaryCurrency: 'EUR',
      employmentType: 0,
      industry: 'hospitals_health_care',
      country: 'ES',
      city: 'Barcelona',
      modality: 'hybrid',
      expiresInDays: 50,
      publishedDaysAgo: 9,
      roles: [
        { workRoleCode: 'OG-WRL-008', minimumPercentage: 25 },
        { workRoleCode: 'OG-WRL-006', minimumPercentage: 0 },
      ],
      certifications: ['Certified Information Privacy Professional/Europe (CIPP/E)'],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'ca', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Analista de Ciberinteligencia',
      description:
        'Teletrabajo desde cualquier lugar de España. Vigilarás las amenazas que afectan a puertos, logística y ' +
        'energía, y convertirás lo que encuentres en avisos útiles para nuestros clientes.\n' +
        '- Monitorizar fuentes abiertas, foros y mercados de la dark web\n' +
        '- Atribuir campañas y relacionarlas con MITRE ATT&CK\n' +
        '- Redactar informes estratégicos y tácticos\n' +
        '- Colaborar con el SOC en la caza de amenazas',
      requirements: 'Dos años en inteligencia de amenazas o análisis.\nInglés alto; se valorará un tercer idioma.',
      salaryMin: 36_000,
      salaryMax: 46_000,
      salaryCurrency: 'EUR',
      employmentType: 0,
      country: 'ES',
      city: 'Valencia',
      modality: 'remote',
      expiresInDays: 35,
      publishedDaysAgo: 6,
      roles: [
        { workRoleCode: 'PD-WRL-006', minimumPercentage: 15 },
        { workRoleCode: 'IN-WRL-001', minimumPercentage: 0 },
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Jefe/a de Proyectos de Ciberseguridad',
      description:
        'Dirigirás proyectos de implantación de SOC y de adecuación normativa para clientes de la Comunitat ' +
        'Valenciana, con equipos de entre cinco y quince personas.\n' +
        '- Planificar alcance, plazos, riesgos y presupuesto\n' +
        '- Coordinar a los equipos técnicos y a los proveedores\n' +
        '- Informar al cliente y a la dirección del avance\n' +
        '- Asegurar que la seguridad está presente en cada fase del proyecto',
      requirements: 'Cinco años dirigiendo proyectos de tecnología, dos de seguridad.\nSe valorará PMP o PRINCE2.',
      salaryMin: 52_000,
      salaryMax: 65_000,
      salaryCurrency: 'EUR',
      employmentType: 0,
      country: 'ES',
      city: 'Valencia',
      modality: 'hybrid',
      expiresInDays: 30,
      publishedDaysAgo: 21,
      roles: [
        { workRoleCode: 'OG-WRL-011', minimumPercentage: 15 },
        { workRoleCode: 'OG-WRL-010', minimumPercentage: 0 },
      ],
      certifications: ['Project Management Professional (PMP)'],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Evaluador/a de Controles de Seguridad – Defensa',
      description:
        'Para proyectos del sector defensa: evaluarás los controles de seguridad de sistemas que manejan ' +
        'información clasificada antes de su acreditación.\n' +
        '- Verificar la implantación de los controles según el ENS y las guías CCN-STIC\n' +
        '- Revisar la documentación de seguridad y los planes de acción\n' +
        '- Redactar informes de evaluación para la autoridad de acreditación\n' +
        'Requiere habilitación personal de seguridad (HPS) de grado Reservado o superior.',
      requirements: 'Tres años en evaluación o auditoría de seguridad.\nHPS vigente.\nNacionalidad española.',
      salaryMin: 48_000,
      salaryMax: 60_000,
      salaryCurrency: 'EUR',
      employmentType: 0,
      industry: 'defense_space_manufacturing',
      country: 'ES',
      city: 'Madrid',
      nationality: 'ES',
      modality: 'on_site',
      clearanceRequired: true,
      clearanceLevel: 1,
      expiresInDays: 45,
      publishedDaysAgo: 12,
      roles: [
        { workRoleCode: 'OG-WRL-012', minimumPercentage: 20 },
        { workRoleCode: 'OG-WRL-013', minimumPercentage: 0 },
      ],
      languages: [{ language: 'es', level: 'native_or_bilingual' }],
    },
  ],
  pipeline: [
    {
      jobTitle: 'Auditor/a de Sistemas de Información',
      talent: 'pablo.serrano@example.com',
      message: 'Audito controles de TI y DORA en banca desde Barcelona; puedo trabajar en Madrid.',
      steps: [
        [1, 14],
        [2, 9],
      ],
    },
    {
      jobTitle: 'Analista de Ciberinteligencia',
      talent: 'marta.iglesias@example.com',
      message: 'Sigo grupos de ransomware que atacan al sector logístico desde Valencia.',
      steps: [[1, 4]],
    },
    {
      jobTitle: 'Jefe/a de Proyectos de Ciberseguridad',
      talent: 'alvaro.moreno@example.com',
      message: 'Dirijo proyectos de adecuación al ENS y despliegue de SOC desde 2018.',
      steps: [
        [1, 18],
        [2, 12],
        [3, 3],
      ],
    },
    {
      jobTitle: 'Evaluador/a de Controles de Seguridad – Defensa',
      talent: 'elena.vidal@example.com',
      message: null,
      steps: [
        [0, 8],
        [2, 5],
      ],
    },
  ],
}

const LIBERTY_HARBOR: HiringCompany = {
  name: 'Liberty Harbor Security',
  subscription: {
    plan: 'enterprise',
    interval: 'year',
    periodsPaid: 2,
    currentPeriodDaysAgo: 90,
    billing: {
      billingEmail: 'accounts@libertyharbor.example.com',
      customerName: 'Liberty Harbor Security LLC',
      phone: '+1 703 555 0142',
      address1: '1200 Wilson Blvd, Suite 800',
      town: 'Arlington',
      state: 'VA',
      postCode: '22209',
      country: 'US',
    },
  },
  profile: {
    industry: 'computer_network_security',
    country: 'US',
    region: 'US-VA',
    city: 'Arlington',
    description:
      'Cyber defense, systems authorization and security engineering for federal agencies, defense programs and ' +
      'critical infrastructure, with teams in Virginia, Maryland, Texas, California and New York.',
    ceo: 'Daniel Foster',
    foundedYear: 2008,
    numberOfEmployees: 6,
    revenueRange: 5,
    adminFirstName: 'Rachel',
    adminLastName: 'Thompson',
    adminJobTitle: 'Director of Talent Acquisition',
    phone: '+17035550188',
    phoneCountry: 'US',
    website: 'https://libertyharbor.example.com',
  },
  mainAdmin: {
    email: 'libertyharbor@example.com',
    firstName: 'Rachel',
    lastName: 'Thompson',
    language: 'en',
    jobTitle: 'Director of Talent Acquisition',
    phone: '+17035550188',
  },
  jobs: [
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Cybersecurity Apprentice',
      description:
        "A paid, twelve-month apprenticeship for people starting out in cybersecurity, whether you're coming from " +
        "school, the military or another career. You'll rotate through our SOC, vulnerability management and GRC " +
        'teams, with a mentor and study time every week.\n' +
        '- Triage alerts and phishing reports alongside senior analysts\n' +
        '- Help run vulnerability scans and track the fixes\n' +
        '- Earn Security+ and CySA+ with the exam fees paid\n' +
        'Most apprentices join us full time at the end of the program.',
      requirements:
        'A high school diploma or equivalent.\nCuriosity and basic networking knowledge: an intro course or a ' +
        'home lab counts.',
      salaryMin: 52_000,
      salaryMax: 58_000,
      employmentType: 6,
      duration: 12,
      durationUnit: 'months',
      educationLevel: 1,
      country: 'US',
      city: 'Austin',
      modality: 'on_site',
      expiresInDays: 45,
      publishedDaysAgo: 3,
      roles: [{ workRoleCode: 'PD-WRL-001', minimumPercentage: 10 }],
      languages: [{ language: 'en', level: 'proficient' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Cyber Defense Analyst (TS/SCI)',
      description:
        "Defend a federal customer's classified and unclassified networks from our Arlington operations center.\n" +
        '- Monitor, analyze and escalate events from network sensors, EDR and the SIEM\n' +
        '- Hunt for threats using current intelligence on nation-state actors\n' +
        "- Write incident reports that meet the customer's reporting timelines\n" +
        '- Tune detections with the engineering team\n' +
        'An active TS/SCI clearance is required to start.',
      requirements:
        'Three years in a SOC or cyber defense role.\nDoD 8140 qualification (for example CySA+ or GCIA).\n' +
        'U.S. citizenship and an active TS/SCI.',
      salaryMin: 105_000,
      salaryMax: 135_000,
      employmentType: 0,
      industry: 'government_administration',
      country: 'US',
      city: 'Arlington',
      nationality: 'US',
      modality: 'on_site',
      clearanceRequired: true,
      clearanceLevel: 2,
      expiresInDays: 30,
      publishedDaysAgo: 8,
      roles: [
        { workRoleCode: 'PD-WRL-001', minimumPercentage: 25 },
        { workRoleCode: 'PD-WRL-003', minimumPercentage: 0 },
      ],
      certifications: ['CompTIA CySA+', 'GIAC Certified Intrusion Analyst (GCIA)'],
      languages: [{ language: 'en', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Security Architect',
      description:
        'Lead security architecture for a New York asset manager modernizing its trading and client platforms.\n' +
        '- Own the zero-trust roadmap: identity, device trust and segmentation\n' +
        '- Review the designs of new services and vendors, and record each decision\n' +
        '- Set reference architectures for AWS and on-premises workloads\n' +
        '- Mentor engineers and explain risk trade-offs to leadership\n' +
        'Hybrid: three days a week in our Midtown office.',
      requirements:
        'Ten years in security or infrastructure, four in architecture.\nFinancial services experience.\n' +
        'CISSP, SABSA or equivalent.',
      salaryMin: 175_000,
      salaryMax: 210_000,
      employmentType: 0,
      industry: 'investment_management',
      country: 'US',
      city: 'New York',
      modality: 'hybrid',
      expiresInDays: 40,
      publishedDaysAgo: 11,
      roles: [
        { workRoleCode: 'DD-WRL-001', minimumPercentage: 30 },
        { workRoleCode: 'DD-WRL-002', minimumPercentage: 0 },
      ],
      certifications: ['CISSP'],
      languages: [{ language: 'en', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Systems Authorization (ATO) Specialist',
      description:
        'Guide Navy systems through the Risk Management Framework, from categorization to authorization and ' +
        'continuous monitoring.\n' +
        '- Build and maintain RMF packages in eMASS\n' +
        '- Track POA&Ms and work with engineers to close them\n' +
        '- Prepare systems for assessments and respond to findings\n' +
        "- Brief the authorizing official's staff on residual risk",
      requirements: 'Three years of RMF experience.\nCGRC or Security+.\nAn active Secret clearance.',
      salaryMin: 98_000,
      salaryMax: 122_000,
      employmentType: 0,
      industry: 'armed_forces',
      country: 'US',
      city: 'San Diego',
      nationality: 'US',
      modality: 'hybrid',
      clearanceRequired: true,
      clearanceLevel: 1,
      expiresInDays: 25,
      publishedDaysAgo: 19,
      roles: [
        { workRoleCode: 'OG-WRL-013', minimumPercentage: 15 },
        { workRoleCode: 'OG-WRL-012', minimumPercentage: 0 },
      ],
      certifications: ['Certified in Governance, Risk and Compliance (CGRC)'],
      languages: [{ language: 'en', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Insider Threat Analyst',
      description:
        "Join the insider threat program of a defense customer in Maryland. You'll help spot risk early and " +
        'handle each case with care for the people involved.\n' +
        '- Review user activity monitoring alerts and build case files\n' +
        '- Work with security, HR, legal and counterintelligence partners\n' +
        '- Identify trends and recommend program improvements\n' +
        '- Support training on how to report concerns',
      requirements:
        'Two years in insider threat, counterintelligence or investigations.\nAn active TS/SCI with polygraph.',
      salaryMin: 110_000,
      salaryMax: 140_000,
      employmentType: 0,
      industry: 'defense_space_manufacturing',
      country: 'US',
      city: 'Columbia',
      nationality: 'US',
      modality: 'on_site',
      clearanceRequired: true,
      clearanceLevel: 2,
      expiresInDays: 35,
      publishedDaysAgo: 14,
      roles: [
        { workRoleCode: 'PD-WRL-005', minimumPercentage: 15 },
        { workRoleCode: 'IN-WRL-001', minimumPercentage: 0 },
      ],
      languages: [{ language: 'en', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'OT Security Engineer',
      description:
        'Protect pipelines and compressor stations for a Gulf Coast energy customer without disrupting operations.\n' +
        '- Design secure remote access and segmentation for field sites\n' +
        '- Maintain the OT asset inventory and network baselines\n' +
        '- Meet the TSA pipeline security directives, and NERC CIP where it applies\n' +
        '- Travel to field sites about a quarter of the time',
      requirements: 'Four years in ICS engineering or OT security.\nPLCs, SCADA and historians.',
      salaryMin: 125_000,
      salaryMax: 150_000,
      employmentType: 0,
      openToTravel: 2,
      industry: 'oil_gas',
      country: 'US',
      city: 'Houston',
      modality: 'on_site',
      expiresInDays: 20,
      publishedDaysAgo: 23,
      roles: [
        { workRoleCode: 'DD-WRL-009', minimumPercentage: 20 },
        { workRoleCode: 'IO-WRL-004', minimumPercentage: 0 },
      ],
      certifications: ['GIAC Global Industrial Cyber Security Professional (GICSP)'],
      languages: [{ language: 'en', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Security Researcher',
      description:
        'Find vulnerabilities before attackers do. Our research team studies the embedded devices and software ' +
        'our customers rely on, and publishes what it learns.\n' +
        '- Reverse engineer firmware and binaries\n' +
        '- Build fuzzers and proof-of-concept exploits\n' +
        '- Coordinate disclosure with vendors\n' +
        '- Share findings in advisories, talks and internal training',
      requirements:
        'Published vulnerability research (CVEs, write-ups or talks).\nC, Python and a disassembler such as Ghidra.',
      salaryMin: 150_000,
      salaryMax: 185_000,
      employmentType: 0,
      educationLevel: 6,
      industry: 'research_services',
      country: 'US',
      city: 'San Diego',
      modality: 'hybrid',
      expiresInDays: 30,
      publishedDaysAgo: 27,
      roles: [
        { workRoleCode: 'DD-WRL-008', minimumPercentage: 15 },
        { workRoleCode: 'PD-WRL-007', minimumPercentage: 0 },
      ],
      languages: [{ language: 'en', level: 'proficient' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Cybersecurity Program Manager',
      description:
        'Run the security program office for a Midwest insurer: the roadmap, the budget and the metrics the board ' +
        'sees.\n' +
        '- Plan and track the multi-year security roadmap\n' +
        '- Manage vendors and contracts for security services\n' +
        '- Report progress and risk to executives and the board\n' +
        '- Coordinate audits and regulatory exams',
      requirements: 'Seven years managing technology programs, three in security.\nPMP or equivalent.',
      salaryMin: 130_000,
      salaryMax: 155_000,
      employmentType: 0,
      industry: 'insurance_carriers',
      country: 'US',
      city: 'Chicago',
      modality: 'hybrid',
      expiresInDays: 12,
      publishedDaysAgo: 35,
      roles: [
        { workRoleCode: 'OG-WRL-010', minimumPercentage: 10 },
        { workRoleCode: 'OG-WRL-007', minimumPercentage: 0 },
      ],
      certifications: ['Project Management Professional (PMP)'],
      languages: [{ language: 'en', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Secure Software Engineer',
      description:
        'Build the services behind our managed detection platform, with security designed in from the first commit.\n' +
        '- Develop APIs and data pipelines in Go and TypeScript\n' +
        '- Threat model new features with product and security\n' +
        '- Own secure defaults: authentication, authorization and secrets handling\n' +
        '- Review code and help teammates fix findings',
      requirements:
        'Four years of backend development.\nOWASP ASVS or secure code review experience.\n' +
        'Remote within the United States.',
      salaryMin: 140_000,
      salaryMax: 170_000,
      employmentType: 0,
      industry: 'data_security_software_products',
      country: 'US',
      city: 'Denver',
      modality: 'remote',
      expiresInDays: 50,
      publishedDaysAgo: 1,
      roles: [
        { workRoleCode: 'DD-WRL-003', minimumPercentage: 20 },
        { workRoleCode: 'DD-WRL-005', minimumPercentage: 0 },
      ],
      languages: [{ language: 'en', level: 'proficient' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Database Security Administrator',
      description:
        "Keep sensitive data safe in the databases behind a healthcare customer's claims platform.\n" +
        '- Harden and patch PostgreSQL and SQL Server instances\n' +
        '- Manage encryption, auditing and privileged access\n' +
        '- Support HIPAA audits with evidence and fixes\n' +
        '- Tune backup and recovery for tight recovery objectives',
      requirements: 'Three years as a DBA.\nHIPAA or PCI DSS experience.',
      salaryMin: 95_000,
      salaryMax: 118_000,
      employmentType: 0,
      industry: 'hospitals_health_care',
      country: 'US',
      city: 'Arlington',
      modality: 'hybrid',
      expiresInDays: 30,
      publishedDaysAgo: 16,
      roles: [
        { workRoleCode: 'IO-WRL-002', minimumPercentage: 10 },
        { workRoleCode: 'IO-WRL-006', minimumPercentage: 0 },
      ],
      languages: [{ language: 'en', level: 'native_or_bilingual' }],
    },
    {
      ...JOB_DEFAULTS,
      jobTitle: 'Cyber Workforce Development Lead',
      privacy: 'private',
      description:
        "Internal role: build Liberty Harbor's own training and career paths, aligned to the NICE Framework, so " +
        'our analysts grow into engineers and leads.\n' +
        '- Map our jobs to NICE work roles and define the skills for each level\n' +
        '- Run the apprenticeship program and its mentors\n' +
        '- Track certifications and training budgets',
      requirements: 'Five years in security, two in training or workforce development.',
      salaryMin: 120_000,
      salaryMax: 140_000,
      employmentType: 0,
      country: 'US',
      city: 'Arlington',
      modality: 'hybrid',
      expiresInDays: 45,
      publishedDaysAgo: 6,
      roles: [
        { workRoleCode: 'OG-WRL-003', minimumPercentage: 15 },
        { workRoleCode: 'OG-WRL-004', minimumPercentage: 0 },
      ],
    },
  ],
  pipeline: [
    {
      jobTitle: 'Cybersecurity Apprentice',
      talent: 'emily.carter@example.com',
      message: "I'm finishing my first cybersecurity course and would love to learn on a real team.",
      steps: [[1, 2]],
    },
    {
      jobTitle: 'Cyber Defense Analyst (TS/SCI)',
      talent: 'michael.brooks@example.com',
      message: 'I hold an active TS/SCI with polygraph and have defended classified networks for years.',
      steps: [
        [1, 6],
        [2, 3],
      ],
    },
    {
      jobTitle: 'Security Architect',
      talent: 'jasmine.reed@example.com',
      message:
        'I lead zero-trust architecture for a health network in Austin and can be in New York three days a week.',
      steps: [
        [1, 9],
        [2, 4],
      ],
    },
    {
      jobTitle: 'Systems Authorization (ATO) Specialist',
      talent: 'robert.kim@example.com',
      message: 'I maintain RMF packages for eleven Navy systems in eMASS today.',
      steps: [
        [1, 17],
        [2, 12],
        [3, 5],
      ],
    },
    {
      jobTitle: 'Insider Threat Analyst',
      talent: 'aisha.johnson@example.com',
      message: 'I work insider threat cases with security and HR under NITTF guidance and hold a TS/SCI with poly.',
      steps: [[1, 10]],
    },
    {
      jobTitle: 'OT Security Engineer',
      talent: 'kevin.obrien@example.com',
      message: 'I secure remote access for sixty compressor stations on the Gulf Coast.',
      steps: [
        [1, 20],
        [2, 14],
      ],
    },
    { jobTitle: 'Security Researcher', talent: 'priya.patel@example.com', message: null, steps: [[0, 12]] },
    {
      jobTitle: 'Cybersecurity Program Manager',
      talent: 'marcus.williams@example.com',
      message: 'I run a three-year security program for an insurer in Chicago today.',
      steps: [
        [1, 30],
        [2, 25],
        [4, 15],
      ],
    },
  ],
}

/** The hiring companies beyond Andes Secure and Pampa Cyber Labs (#12), each with its main admin. */
export const HIRING_COMPANIES: HiringCompany[] = [QUETZAL, ORQUIDEA, CONDOR, GUARA, IBERICA, LIBERTY_HARBOR]

/** Jobs a few pool talents saved while they look. */
const SAVED: { talent: string; company: string; jobTitle: string; daysAgo: number }[] = [
  {
    talent: 'diego.ramirez@example.com',
    company: 'Quetzal Ciberseguridad',
    jobTitle: 'Analista SOC Nivel 2',
    daysAgo: 3,
  },
  {
    talent: 'thiago.santos@example.com',
    company: 'Guará Segurança Digital',
    jobTitle: 'Estágio em Segurança da Informação',
    daysAgo: 0,
  },
  { talent: 'laura.ospina@example.com', company: 'Cóndor Digital', jobTitle: 'Pentester Junior', daysAgo: 1 },
  {
    talent: 'emily.carter@example.com',
    company: 'Liberty Harbor Security',
    jobTitle: 'Secure Software Engineer',
    daysAgo: 1,
  },
]

/**
 * The hiring companies, their jobs (one batch for all) and their pipelines. Idempotent: a company that already has
 * jobs is left as it is. The talents must be seeded first.
 */
export async function seedHiringCompanies(db: Database, password: string): Promise<void> {
  const fresh: { company: HiringCompany; companyId: number; adminId: number }[] = []
  for (const company of HIRING_COMPANIES) {
    const admin = await seedCompanyAccount(db, {
      name: company.name,
      profile: company.profile,
      mainAdmin: { ...company.mainAdmin, password },
    })
    await seedSubscription(db, { ...company.subscription, companyId: admin.companyId! })
    const [existing] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.companyId, admin.companyId!))
      .limit(1)
    if (!existing) fresh.push({ company, companyId: admin.companyId!, adminId: admin.id })
  }
  if (fresh.length === 0) return

  const job = await insertJobs(
    db,
    fresh.map(({ company, companyId, adminId }) => ({ companyId, createdBy: adminId, jobs: company.jobs })),
  )
  const freshIds = new Set(fresh.map(({ companyId }) => companyId))
  const companyIdByName = new Map(fresh.map(({ company, companyId }) => [company.name, companyId]))
  const emails = [
    ...fresh.flatMap(({ company }) => [company.mainAdmin.email, ...company.pipeline.map((entry) => entry.talent)]),
    ...SAVED.map((entry) => entry.talent),
  ]
  const user = await usersByEmail(db, [...new Set(emails)])

  const candidates: SeedApplication[] = fresh.flatMap(({ company, companyId }) => {
    const admin = user(company.mainAdmin.email)
    return company.pipeline.map((entry) => {
      const talent = user(entry.talent)
      return {
        positionId: job(companyId, entry.jobTitle),
        talent,
        message: entry.message,
        steps: entry.steps.map(([status, daysAgo], index) => ({
          status,
          daysAgo,
          // The talent applies; the company contacts and moves the candidate along.
          by: index === 0 && status === 1 ? talent : admin,
        })),
      }
    })
  })
  await insertApplications(db, candidates)

  const saved = SAVED.filter((entry) => freshIds.has(companyIdByName.get(entry.company) ?? -1))
  if (saved.length > 0) {
    await db
      .insert(savedPositions)
      .values(
        saved.map((entry) => ({
          userId: user(entry.talent).id,
          positionId: job(companyIdByName.get(entry.company)!, entry.jobTitle),
          savedAt: daysFromNow(-entry.daysAgo),
        })),
      )
      .onConflictDoNothing()
  }
}
