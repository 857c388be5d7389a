import type { CvDocument } from './render'

/** What a CV of the set says, for scoring: written by hand beside the CV, never derived from the analysis. */
export interface CvTruth {
  email: string
  phone: string
  certifications: string[]
  languages: { language: string; level: string }[]
  experiences: { company: string; start: string }[]
  /** Any of these in the top 3 work roles counts as right. */
  workRoles: string[]
}
export interface EvalCv {
  id: string
  format: 'pdf' | 'docx'
  document: CvDocument
  truth: CvTruth
}

/**
 * The evaluation set (issue #17): 12 CVs in en, es and pt, PDF and DOCX, single-column, two-column and table
 * layouts, a career changer and a student among them. People, companies and addresses are invented (example.com).
 */
export const EVAL_SET: EvalCv[] = [
  {
    id: 'en-soc-analyst-single',
    format: 'pdf',
    document: {
      layout: 'single',
      header: [
        'Jordan Blake',
        'Senior SOC Analyst',
        'jordan.blake@example.com · +1 (415) 555-0132 · San Francisco, CA',
      ],
      sections: [
        {
          heading: 'Summary',
          lines: [
            'SOC analyst with six years of alert triage, incident response and threat hunting in Splunk and CrowdStrike.',
          ],
        },
        {
          heading: 'Professional Experience',
          entries: [
            {
              title: 'Senior SOC Analyst',
              company: 'Northwind Bank',
              dates: 'Jan 2021 – Present',
              bullets: [
                'Lead triage of SIEM alerts in Splunk Enterprise Security',
                'Wrote incident response playbooks and hunted threats with MITRE ATT&CK',
              ],
            },
            {
              title: 'SOC Analyst',
              company: 'Contoso Managed Security',
              dates: 'June 2018 - Dec 2020',
              bullets: ['Monitored IDS alerts from Suricata and Zeek', 'Escalated incidents to the CSIRT'],
            },
          ],
        },
        { heading: 'Education', lines: ['B.S. in Computer Science — San Jose State University, 2018'] },
        {
          heading: 'Certifications',
          lines: [
            'CompTIA Security+ (2018)',
            'GIAC Certified Incident Handler (GCIH), 2021',
            'Splunk Core Certified Power User',
          ],
        },
        { heading: 'Languages', lines: ['English — Native', 'Spanish — Intermediate'] },
      ],
    },
    truth: {
      email: 'jordan.blake@example.com',
      phone: '+14155550132',
      certifications: ['CompTIA Security+', 'GIAC Certified Incident Handler', 'Splunk Core Certified Power User'],
      languages: [
        { language: 'en', level: 'native_or_bilingual' },
        { language: 'es', level: 'intermediate' },
      ],
      experiences: [
        { company: 'Northwind Bank', start: '2021-01' },
        { company: 'Contoso Managed Security', start: '2018-06' },
      ],
      workRoles: ['PD-WRL-001', 'PD-WRL-003'],
    },
  },
  {
    id: 'es-pentester-two-column',
    format: 'pdf',
    document: {
      layout: 'two-column',
      header: ['Lucía Fernández', 'Pentester', 'lucia.fernandez@example.com | +34 612 345 678 | Madrid'],
      sections: [
        { heading: 'Idiomas', side: true, lines: ['Español: nativo', 'Inglés: avanzado (C1)', 'Francés: básico'] },
        { heading: 'Certificaciones', side: true, lines: ['OSCP (2022)', 'eJPT', 'CEH 2019'] },
        { heading: 'Habilidades', side: true, lines: ['Burp Suite, Metasploit, Nmap', 'Kali Linux, Python'] },
        {
          heading: 'Perfil',
          lines: [
            'Pentester con experiencia en pruebas de penetración de aplicaciones web e infraestructura y hacking ético.',
          ],
        },
        {
          heading: 'Experiencia',
          entries: [
            {
              title: 'Pentester',
              company: 'Ciberdefensa Ibérica S.L.',
              dates: '03/2019 – actualidad',
              style: 'company-title',
              bullets: ['Pruebas de penetración web con Burp Suite', 'Explotación de vulnerabilidades e informes'],
            },
            {
              title: 'Analista de vulnerabilidades',
              company: 'Telefonía Ejemplo S.A.',
              dates: 'Enero 2017 a Marzo 2019',
              style: 'company-title',
              bullets: ['Análisis de vulnerabilidades con Nessus'],
            },
          ],
        },
        {
          heading: 'Formación',
          lines: ['Grado en Ingeniería Informática — Universidad Politécnica de Madrid', '2012 - 2016'],
        },
      ],
    },
    truth: {
      email: 'lucia.fernandez@example.com',
      phone: '+34612345678',
      certifications: [
        'Offensive Security Certified Professional',
        'eLearnSecurity Junior Penetration Tester',
        'Certified Ethical Hacker',
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
        { language: 'fr', level: 'beginner' },
      ],
      experiences: [
        { company: 'Ciberdefensa Ibérica S.L.', start: '2019-03' },
        { company: 'Telefonía Ejemplo S.A.', start: '2017-01' },
      ],
      workRoles: ['PD-WRL-007', 'DD-WRL-005'],
    },
  },
  {
    id: 'pt-grc-table',
    format: 'docx',
    document: {
      layout: 'table',
      header: ['Beatriz Almeida', 'Analista de GRC', 'beatriz.almeida@example.com', '+55 21 98765-4321'],
      sections: [
        {
          heading: 'Resumo',
          lines: ['Analista de governança, riscos e conformidade com ISO 27001, LGPD e auditorias de controles.'],
        },
        {
          heading: 'Experiência Profissional',
          entries: [
            {
              title: 'Analista de GRC',
              company: 'Seguradora Exemplo S.A.',
              dates: 'jan. 2020 - atual',
              bullets: ['Avaliação de riscos e gestão de riscos de TI', 'Auditoria de controles ISO 27001'],
            },
            {
              title: 'Auditora de TI',
              company: 'Auditores Associados Ltda',
              dates: 'ago. 2016 - dez. 2019',
              bullets: ['Auditoria de sistemas e conformidade'],
            },
          ],
        },
        {
          heading: 'Formação Acadêmica',
          lines: ['Bacharelado em Sistemas de Informação — Universidade Federal do Rio de Janeiro, 2015'],
        },
        { heading: 'Certificações', lines: ['CISA — ISACA (2018)', 'ISO/IEC 27001 Lead Auditor (2020)', 'CRISC 2022'] },
        { heading: 'Idiomas', lines: ['Português — nativo', 'Inglês — fluente'] },
      ],
    },
    truth: {
      email: 'beatriz.almeida@example.com',
      phone: '+5521987654321',
      certifications: [
        'Certified Information Systems Auditor',
        'ISO/IEC 27001 Lead Auditor',
        'Certified in Risk and Information Systems Control',
      ],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
      experiences: [
        { company: 'Seguradora Exemplo S.A.', start: '2020-01' },
        { company: 'Auditores Associados Ltda', start: '2016-08' },
      ],
      workRoles: ['OG-WRL-012', 'OG-WRL-016', 'OG-WRL-002'],
    },
  },
  {
    id: 'en-career-changer-docx',
    format: 'docx',
    document: {
      layout: 'single',
      header: [
        'Sam Ortega',
        'Junior Security Analyst (career changer, former teacher)',
        'sam.ortega@example.com',
        '+44 7700 900123',
      ],
      sections: [
        {
          heading: 'Profile',
          lines: [
            'Former high school teacher moving into cybersecurity: home lab with Wazuh SIEM, log monitoring and incident response exercises.',
          ],
        },
        {
          heading: 'Experience',
          entries: [
            {
              title: 'Junior Security Analyst',
              company: 'Fabrikam Health',
              dates: '2023–Present',
              style: 'inline',
              bullets: ['Monitoring alerts in Microsoft Sentinel', 'Phishing triage and incident handling'],
            },
            {
              title: 'Mathematics Teacher',
              company: 'Riverside Academy',
              dates: '2014–2023',
              style: 'inline',
              bullets: ['Taught mathematics and coordinated the coding club'],
            },
          ],
        },
        { heading: 'Education', lines: ['PGCE in Secondary Education — University of Leeds, 2014'] },
        {
          heading: 'Certifications',
          lines: ['Google Cybersecurity Professional Certificate (2022)', 'CompTIA Security+ 2023', 'Microsoft SC-200'],
        },
        { heading: 'Languages', lines: ['English: native', 'Portuguese: basic'] },
      ],
    },
    truth: {
      email: 'sam.ortega@example.com',
      phone: '+447700900123',
      certifications: [
        'Google Cybersecurity Professional Certificate',
        'CompTIA Security+',
        'Microsoft Certified: Security Operations Analyst Associate',
      ],
      languages: [
        { language: 'en', level: 'native_or_bilingual' },
        { language: 'pt', level: 'beginner' },
      ],
      experiences: [
        { company: 'Fabrikam Health', start: '2023-01' },
        { company: 'Riverside Academy', start: '2014-01' },
      ],
      workRoles: ['PD-WRL-001', 'PD-WRL-003'],
    },
  },
  {
    id: 'es-student-single',
    format: 'docx',
    document: {
      layout: 'single',
      header: [
        'Mateo Rojas',
        'Estudiante de Ingeniería en Ciberseguridad',
        'mateo.rojas@example.com · +56 9 8765 4321',
      ],
      sections: [
        {
          heading: 'Perfil',
          lines: [
            'Estudiante de último año interesado en análisis forense digital y respuesta a incidentes. CTF con Autopsy y Volatility.',
          ],
        },
        {
          heading: 'Experiencia',
          entries: [
            {
              title: 'Practicante de seguridad',
              company: 'Minera Ejemplo SpA',
              dates: 'Ene. 2024 - Mar. 2024',
              bullets: ['Apoyo en análisis forense de equipos con Autopsy', 'Documentación de cadena de custodia'],
            },
          ],
        },
        { heading: 'Educación', lines: ['Ingeniería en Ciberseguridad — Universidad de Chile', '2020 - actualidad'] },
        { heading: 'Certificaciones', lines: ['Cisco CyberOps Associate (2023)', 'ISC2 CC 2023'] },
        { heading: 'Idiomas', lines: ['Español nativo', 'Inglés intermedio (B2)'] },
      ],
    },
    truth: {
      email: 'mateo.rojas@example.com',
      phone: '+56987654321',
      certifications: ['Cisco Certified CyberOps Associate', 'Certified in Cybersecurity'],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'intermediate' },
      ],
      experiences: [{ company: 'Minera Ejemplo SpA', start: '2024-01' }],
      workRoles: ['PD-WRL-002', 'IN-WRL-002', 'PD-WRL-003'],
    },
  },
  {
    id: 'pt-devsecops-two-column',
    format: 'pdf',
    document: {
      layout: 'two-column',
      header: ['Rafael Costa', 'Engenheiro de Software (AppSec)', 'rafael.costa@example.com', '+351 912 345 678'],
      sections: [
        { heading: 'Idiomas', side: true, lines: ['Português: nativo', 'Inglês: avançado', 'Espanhol: intermediário'] },
        {
          heading: 'Certificações',
          side: true,
          lines: [
            'CSSLP (2021)',
            'Certified Kubernetes Security Specialist 2022',
            'AWS Certified Security – Specialty',
          ],
        },
        {
          heading: 'Resumo',
          lines: [
            'Engenheiro de software com foco em segurança de aplicações, revisão de código, SAST e DAST em pipelines CI/CD.',
          ],
        },
        {
          heading: 'Experiência',
          entries: [
            {
              title: 'Engenheiro de Software Sênior',
              company: 'Banco Exemplo S.A.',
              dates: 'fev. 2020 – atual',
              bullets: ['Modelagem de ameaças e revisão de código seguro', 'SonarQube e OWASP ZAP no GitHub Actions'],
            },
            {
              title: 'Desenvolvedor Java',
              company: 'Sistemas Lusitanos Lda',
              dates: 'set. 2015 – jan. 2020',
              bullets: ['Desenvolvimento de software em Java e Spring'],
            },
          ],
        },
        { heading: 'Formação', lines: ['Mestrado em Engenharia Informática — Universidade do Porto, 2015'] },
      ],
    },
    truth: {
      email: 'rafael.costa@example.com',
      phone: '+351912345678',
      certifications: [
        'Certified Secure Software Lifecycle Professional',
        'Certified Kubernetes Security Specialist',
        'AWS Certified Security – Specialty',
      ],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
        { language: 'es', level: 'intermediate' },
      ],
      experiences: [
        { company: 'Banco Exemplo S.A.', start: '2020-02' },
        { company: 'Sistemas Lusitanos Lda', start: '2015-09' },
      ],
      workRoles: ['DD-WRL-003', 'DD-WRL-005'],
    },
  },
  {
    id: 'en-network-table-pdf',
    format: 'pdf',
    document: {
      layout: 'table',
      header: ['Priya Natarajan', 'Network Security Engineer', 'priya.n@example.com | (212) 555-0199'],
      sections: [
        {
          heading: 'Summary',
          lines: [
            'Network engineer running firewalls, VPN and routing for a multi-site enterprise network; Palo Alto and Fortinet.',
          ],
        },
        {
          heading: 'Work History',
          entries: [
            {
              title: 'Network Security Engineer',
              company: 'Tailspin Logistics',
              dates: 'Apr 2019 - Present',
              bullets: ['Palo Alto firewalls and site-to-site VPN', 'BGP and OSPF routing'],
            },
            {
              title: 'Network Administrator',
              company: 'Litware Inc.',
              dates: 'Sept 2014 - Mar 2019',
              bullets: ['LAN/WAN switching and DHCP/DNS'],
            },
          ],
        },
        { heading: 'Certifications', lines: ['CCNP Security (2020)', 'PCNSE 2021', 'CompTIA Network+'] },
        { heading: 'Languages', lines: ['English (fluent), Tamil (native), Hindi (intermediate)'] },
      ],
    },
    truth: {
      email: 'priya.n@example.com',
      phone: '2125550199',
      certifications: [
        'Cisco Certified Network Professional Security',
        'Palo Alto Networks Certified Network Security Engineer',
        'CompTIA Network+',
      ],
      languages: [
        { language: 'en', level: 'proficient' },
        { language: 'hi', level: 'intermediate' },
      ],
      experiences: [
        { company: 'Tailspin Logistics', start: '2019-04' },
        { company: 'Litware Inc.', start: '2014-09' },
      ],
      workRoles: ['IO-WRL-004', 'PD-WRL-004'],
    },
  },
  {
    id: 'es-ciso-table-docx',
    format: 'docx',
    document: {
      layout: 'table',
      header: [
        'Carmen Ibáñez',
        'Gerente de Seguridad de la Información (CISO)',
        'carmen.ibanez@example.com',
        'Tel: +52 55 1234 5678',
      ],
      sections: [
        {
          heading: 'Resumen',
          lines: [
            'Responsable del programa de seguridad, políticas de seguridad, presupuesto y estrategia de seguridad ante el directorio.',
          ],
        },
        {
          heading: 'Experiencia Profesional',
          entries: [
            {
              title: 'CISO',
              company: 'Grupo Financiero Ejemplo',
              dates: 'Mayo 2018 – Actualidad',
              bullets: ['Estrategia de seguridad y gestión de riesgos', 'Cumplimiento PCI DSS e ISO 27001'],
            },
            {
              title: 'Gerente de Seguridad',
              company: 'Aseguradora Modelo S.A. de C.V.',
              dates: 'Octubre 2012 – Abril 2018',
              bullets: ['Políticas de seguridad y concienciación'],
            },
          ],
        },
        {
          heading: 'Educación',
          lines: ['Maestría en Seguridad de la Información — Instituto Tecnológico de Monterrey, 2012'],
        },
        { heading: 'Certificaciones', lines: ['CISSP (2014)', 'CISM (2016)', 'PMP'] },
        { heading: 'Idiomas', lines: ['Español - nativo', 'Inglés - avanzado'] },
      ],
    },
    truth: {
      email: 'carmen.ibanez@example.com',
      phone: '+525512345678',
      certifications: [
        'Certified Information Systems Security Professional',
        'Certified Information Security Manager',
        'Project Management Professional',
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
      ],
      experiences: [
        { company: 'Grupo Financiero Ejemplo', start: '2018-05' },
        { company: 'Aseguradora Modelo S.A. de C.V.', start: '2012-10' },
      ],
      workRoles: ['OG-WRL-007', 'OG-WRL-014', 'OG-WRL-002'],
    },
  },
  {
    id: 'pt-forensics-single-pdf',
    format: 'pdf',
    document: {
      layout: 'single',
      header: ['Thiago Martins', 'Perito em Forense Digital', 'thiago.martins@example.com', '(11) 99876-5432'],
      sections: [
        {
          heading: 'Resumo',
          lines: [
            'Perito com experiência em perícia forense digital, análise de dispositivos móveis com Cellebrite e cadeia de custódia.',
          ],
        },
        {
          heading: 'Experiência',
          entries: [
            {
              title: 'Perito Forense',
              company: 'Laboratório Pericial Exemplo',
              dates: 'março de 2017 – atual',
              bullets: ['Análise forense com EnCase, FTK e Autopsy', 'Laudos periciais e cadeia de custódia'],
            },
            {
              title: 'Analista de Suporte',
              company: 'Tecnologia Exemplo Ltda',
              dates: '05/2012 – 02/2017',
              bullets: ['Suporte técnico a usuários'],
            },
          ],
        },
        { heading: 'Formação', lines: ['Bacharelado em Ciência da Computação — Universidade de São Paulo, 2011'] },
        {
          heading: 'Certificações',
          lines: ['EnCE — EnCase Certified Examiner (2018)', 'CHFI 2019', 'Cellebrite Certified Physical Analyst'],
        },
        { heading: 'Idiomas', lines: ['Português: nativo', 'Inglês: intermediário'] },
      ],
    },
    truth: {
      email: 'thiago.martins@example.com',
      phone: '11998765432',
      certifications: [
        'EnCase Certified Examiner',
        'Computer Hacking Forensic Investigator',
        'Cellebrite Certified Physical Analyst',
      ],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'intermediate' },
      ],
      experiences: [
        { company: 'Laboratório Pericial Exemplo', start: '2017-03' },
        { company: 'Tecnologia Exemplo Ltda', start: '2012-05' },
      ],
      workRoles: ['PD-WRL-002', 'IN-WRL-002'],
    },
  },
  {
    id: 'en-cloud-architect-two-column-docx',
    format: 'docx',
    document: {
      layout: 'two-column',
      header: ['Alex Kim', 'Cloud Security Architect', 'alex.kim@example.com', '+1 206-555-0177'],
      sections: [
        {
          heading: 'Certifications',
          side: true,
          lines: ['CCSP (2020)', 'AWS Certified Solutions Architect – Professional', 'CCSK'],
        },
        { heading: 'Languages', side: true, lines: ['English: native', 'Korean: fluent'] },
        {
          heading: 'Summary',
          lines: [
            'Security architect designing zero trust and cloud security architecture on AWS and Azure, IAM and PKI.',
          ],
        },
        {
          heading: 'Experience',
          entries: [
            {
              title: 'Cloud Security Architect',
              company: 'Adatum Corporation',
              dates: 'Feb 2020 – Present',
              bullets: [
                'Zero trust reference architecture for AWS and Azure',
                'Identity and access management with Okta',
              ],
            },
            {
              title: 'Systems Engineer',
              company: 'Wide World Importers',
              dates: 'Jul 2013 – Jan 2020',
              bullets: ['Linux and VMware administration'],
            },
          ],
        },
        { heading: 'Education', lines: ['M.S. in Information Security — University of Washington, 2013'] },
      ],
    },
    truth: {
      email: 'alex.kim@example.com',
      phone: '+12065550177',
      certifications: [
        'Certified Cloud Security Professional',
        'AWS Certified Solutions Architect – Professional',
        'Certificate of Cloud Security Knowledge',
      ],
      languages: [
        { language: 'en', level: 'native_or_bilingual' },
        { language: 'ko', level: 'proficient' },
      ],
      experiences: [
        { company: 'Adatum Corporation', start: '2020-02' },
        { company: 'Wide World Importers', start: '2013-07' },
      ],
      workRoles: ['DD-WRL-001', 'DD-WRL-002'],
    },
  },
  {
    id: 'es-sysadmin-career-changer-pdf',
    format: 'pdf',
    document: {
      layout: 'single',
      header: ['Diego Pereyra', 'Administrador de Sistemas', 'diego.pereyra@example.com | +54 9 11 4567-8901'],
      sections: [
        {
          heading: 'Sobre mí',
          lines: [
            'Ex contador que se reconvirtió a TI: administración de sistemas Linux y Windows Server, Active Directory, parches y respaldo.',
          ],
        },
        {
          heading: 'Experiencia Laboral',
          entries: [
            {
              title: 'Administrador de Sistemas',
              company: 'Logística del Plata S.A.',
              dates: 'Julio 2021 - Presente',
              bullets: ['Administración de Active Directory y Windows Server', 'Automatización con PowerShell y Bash'],
            },
            {
              title: 'Contador',
              company: 'Estudio Contable Ejemplo',
              dates: '2012 - 2021',
              bullets: ['Liquidación de impuestos'],
            },
          ],
        },
        {
          heading: 'Formación Académica',
          lines: ['Tecnicatura en Administración de Sistemas — Universidad Tecnológica Nacional, 2021'],
        },
        { heading: 'Certificaciones', lines: ['RHCSA (2022)', 'CompTIA Linux+', 'AZ-104 2023'] },
        { heading: 'Idiomas', lines: ['Español: lengua materna', 'Inglés: intermedio'] },
      ],
    },
    truth: {
      email: 'diego.pereyra@example.com',
      phone: '+5491145678901',
      certifications: [
        'Red Hat Certified System Administrator',
        'CompTIA Linux+',
        'Microsoft Certified: Azure Administrator Associate',
      ],
      languages: [
        { language: 'es', level: 'native_or_bilingual' },
        { language: 'en', level: 'intermediate' },
      ],
      experiences: [
        { company: 'Logística del Plata S.A.', start: '2021-07' },
        { company: 'Estudio Contable Ejemplo', start: '2012-01' },
      ],
      workRoles: ['IO-WRL-005', 'PD-WRL-004'],
    },
  },
  {
    id: 'pt-student-threat-intel-docx',
    format: 'docx',
    document: {
      layout: 'single',
      header: [
        'Larissa Nunes',
        'Estudante de Segurança da Informação',
        'larissa.nunes@example.com',
        '+55 31 99123-4567',
      ],
      sections: [
        {
          heading: 'Objetivo',
          lines: ['Estagiária em inteligência de ameaças: OSINT, MISP, regras YARA e mapeamento MITRE ATT&CK.'],
        },
        {
          heading: 'Experiência',
          entries: [
            {
              title: 'Estagiária de Inteligência de Ameaças',
              company: 'CyberSul Tecnologia Ltda',
              dates: 'jul. 2024 – atual',
              style: 'inline',
              bullets: ['Coleta OSINT e enriquecimento no MISP', 'Regras YARA e Sigma para detecção'],
            },
          ],
        },
        {
          heading: 'Formação',
          lines: ['Tecnólogo em Segurança da Informação — Faculdade de Tecnologia de Belo Horizonte', '2022 – atual'],
        },
        { heading: 'Certificações', lines: ['Blue Team Level 1 (2024)', 'CompTIA Security+ 2023'] },
        { heading: 'Idiomas', lines: ['Português – nativo', 'Inglês – avançado', 'Espanhol – básico'] },
      ],
    },
    truth: {
      email: 'larissa.nunes@example.com',
      phone: '+5531991234567',
      certifications: ['Blue Team Level 1', 'CompTIA Security+'],
      languages: [
        { language: 'pt', level: 'native_or_bilingual' },
        { language: 'en', level: 'proficient' },
        { language: 'es', level: 'beginner' },
      ],
      experiences: [{ company: 'CyberSul Tecnologia Ltda', start: '2024-07' }],
      workRoles: ['PD-WRL-006', 'PD-WRL-001'],
    },
  },
]
