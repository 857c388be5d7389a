import type { AiLanguage, AiSearchGroup, Seniority } from '@sentinela/shared/schemas/ai'
import type { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'

/*
 * The vocabulary the AI search understands without a model (issue #18, docs/decisions/013-ai-search.md): what people
 * in the trade type, in English, Spanish and Portuguese, mapped to NICE work roles, modalities, clearance, seniority,
 * a training's language and the result groups a query asks for. Places are in places.ts; the NICE role names in the
 * three languages join the concepts at run time (query-parser.ts), from the framework's in-memory catalogue.
 *
 * How terms are written here: lower case, accents as people write them (they are folded before matching), each
 * word matched with its plural and gender forms ("vacantes" matches "vacante", "remota" matches "remoto"). A term in
 * CAPITALS matches only when typed in capitals ("US", "IR"), where the lower-case word means something else. Stop words
 * between a term's words are skipped ("respuesta a los incidentes" matches "respuesta a incidentes").
 */

/** Terms by the language they belong to; `any` for words every language uses (acronyms, product names). */
export type Terms = Partial<Record<AiLanguage | 'any', readonly string[]>>

/** A thing of the trade a query may name, and the NICE 2025 work roles it means, the closest first. */
export interface RoleConcept {
  key: string
  roles: readonly string[]
  terms: Terms
}

export type Modality = (typeof OPTION_LISTS.modality)[number]

export const ROLE_CONCEPTS: readonly RoleConcept[] = [
  {
    key: 'penetration_testing',
    roles: ['PD-WRL-007'],
    terms: {
      en: [
        'pentest',
        'pentester',
        'pentesting',
        'pen test',
        'pen tester',
        'pen testing',
        'penetration test',
        'penetration tester',
        'penetration testing',
        'ethical hacker',
        'ethical hacking',
        'offensive security',
        'red team',
        'red teamer',
        'red teaming',
        'bug bounty',
        'hacker',
        'hacking',
      ],
      es: [
        'prueba de penetración',
        'pruebas de penetración',
        'test de penetración',
        'prueba de intrusión',
        'pruebas de intrusión',
        'test de intrusión',
        'hacker ético',
        'hacking ético',
        'seguridad ofensiva',
        'equipo rojo',
      ],
      pt: [
        'teste de invasão',
        'testes de invasão',
        'teste de intrusão',
        'teste de penetração',
        'testes de penetração',
        'hacker ético',
        'hacking ético',
        'segurança ofensiva',
        'time vermelho',
        'equipe vermelha',
      ],
      any: ['oscp', 'osep', 'ceh', 'gpen', 'pentest+'],
    },
  },
  {
    key: 'vulnerability_management',
    roles: ['PD-WRL-007'],
    terms: {
      en: [
        'vulnerability',
        'vulnerability management',
        'vulnerability assessment',
        'vulnerability analysis',
        'vulnerability scanning',
      ],
      es: [
        'vulnerabilidad',
        'vulnerabilidades',
        'gestión de vulnerabilidades',
        'análisis de vulnerabilidades',
        'evaluación de vulnerabilidades',
      ],
      pt: [
        'vulnerabilidade',
        'gestão de vulnerabilidades',
        'análise de vulnerabilidades',
        'avaliação de vulnerabilidades',
      ],
    },
  },
  {
    key: 'security_operations',
    roles: ['PD-WRL-001'],
    terms: {
      en: [
        'security operations',
        'security operations center',
        'security operations centre',
        'blue team',
        'blue teamer',
        'cyber defense',
        'cyber defence',
        'cyberdefense',
        'defensive security',
        'security monitoring',
        'detection engineering',
        'detection engineer',
        'threat detection',
        'alert triage',
      ],
      es: [
        'centro de operaciones de seguridad',
        'operaciones de seguridad',
        'equipo azul',
        'ciberdefensa',
        'defensa cibernética',
        'seguridad defensiva',
        'monitoreo de seguridad',
        'monitorización de seguridad',
        'detección',
        'detección de amenazas',
      ],
      pt: [
        'centro de operações de segurança',
        'operações de segurança',
        'equipe azul',
        'time azul',
        'ciberdefesa',
        'defesa cibernética',
        'segurança defensiva',
        'monitoramento de segurança',
        'detecção',
        'detecção de ameaças',
      ],
      any: ['soc', 'siem', 'edr', 'xdr', 'splunk', 'sentinel'],
    },
  },
  {
    key: 'threat_hunting',
    roles: ['PD-WRL-001', 'PD-WRL-006'],
    terms: {
      en: ['threat hunting', 'threat hunter', 'threat hunt'],
      es: ['caza de amenazas', 'cacería de amenazas', 'búsqueda de amenazas', 'cazador de amenazas'],
      pt: ['caça a ameaças', 'caça de ameaças', 'caçador de ameaças'],
    },
  },
  {
    key: 'incident_response',
    roles: ['PD-WRL-003'],
    terms: {
      en: [
        'incident',
        'incident response',
        'incident responder',
        'incident handling',
        'incident handler',
        'incident management',
      ],
      es: [
        'incidente',
        'respuesta a incidentes',
        'respuesta ante incidentes',
        'gestión de incidentes',
        'manejo de incidentes',
        'tratamiento de incidentes',
      ],
      pt: ['incidente', 'resposta a incidentes', 'tratamento de incidentes', 'gestão de incidentes'],
      any: ['csirt', 'IR'],
    },
  },
  { key: 'dfir', roles: ['PD-WRL-003', 'PD-WRL-002'], terms: { any: ['dfir'] } },
  {
    key: 'digital_forensics',
    roles: ['PD-WRL-002', 'IN-WRL-002'],
    terms: {
      en: [
        'forensics',
        'forensic',
        'digital forensics',
        'computer forensics',
        'forensic analysis',
        'forensic analyst',
        'digital evidence',
      ],
      es: [
        'forense',
        'forense digital',
        'análisis forense',
        'informática forense',
        'perito informático',
        'perito forense',
        'peritaje',
        'evidencia digital',
      ],
      pt: [
        'forense',
        'forense digital',
        'perícia',
        'perícia digital',
        'perito',
        'perita',
        'perito forense',
        'computação forense',
        'análise forense',
        'evidência digital',
      ],
    },
  },
  {
    key: 'malware_analysis',
    roles: ['PD-WRL-002', 'PD-WRL-003'],
    terms: {
      en: ['malware', 'malware analysis', 'malware analyst', 'reverse engineering', 'reverse engineer', 'reversing'],
      es: ['análisis de malware', 'ingeniería inversa'],
      pt: ['análise de malware', 'engenharia reversa'],
    },
  },
  {
    key: 'cloud_security',
    roles: ['DD-WRL-001', 'IO-WRL-006', 'DD-WRL-004'],
    terms: {
      en: ['cloud', 'cloud security', 'google cloud', 'container security'],
      es: ['nube', 'seguridad en la nube', 'seguridad de la nube', 'seguridad cloud'],
      pt: ['nuvem', 'segurança em nuvem', 'segurança na nuvem', 'segurança da nuvem', 'segurança cloud'],
      any: ['aws', 'azure', 'gcp', 'kubernetes', 'cspm'],
    },
  },
  {
    key: 'application_security',
    roles: ['DD-WRL-005', 'DD-WRL-003'],
    terms: {
      en: [
        'appsec',
        'application security',
        'web application security',
        'web security',
        'app security',
        'product security',
        'api security',
        'code review',
        'secure code review',
      ],
      es: ['seguridad de aplicaciones', 'seguridad de las aplicaciones', 'seguridad web', 'revisión de código'],
      pt: ['segurança de aplicações', 'segurança de aplicação', 'segurança web', 'revisão de código'],
      any: ['sast', 'dast', 'owasp'],
    },
  },
  {
    key: 'secure_development',
    roles: ['DD-WRL-003', 'DD-WRL-005'],
    terms: {
      en: [
        'devsecops',
        'secure software',
        'secure software development',
        'secure development',
        'secure coding',
        'software security',
        'developer',
      ],
      es: [
        'desarrollo seguro',
        'desarrollo seguro de software',
        'desarrollo de software seguro',
        'software seguro',
        'código seguro',
        'programación segura',
        'desarrollador',
        'desarrolladora',
      ],
      pt: [
        'desenvolvimento seguro',
        'desenvolvimento seguro de software',
        'desenvolvimento de software seguro',
        'software seguro',
        'código seguro',
        'programação segura',
        'desenvolvedor',
        'desenvolvedora',
      ],
    },
  },
  {
    key: 'governance_risk_compliance',
    roles: ['OG-WRL-002', 'OG-WRL-012'],
    terms: {
      en: [
        'governance',
        'governance risk and compliance',
        'compliance',
        'security policy',
        'risk',
        'risk management',
        'cyber risk',
        'iso 27001',
        'nist csf',
        'soc 2',
        'pci dss',
      ],
      es: [
        'cumplimiento',
        'cumplimiento normativo',
        'gobierno',
        'gobernanza',
        'riesgo',
        'gestión de riesgos',
        'políticas de seguridad',
        'esquema nacional de seguridad',
      ],
      pt: ['conformidade', 'governança', 'risco', 'gestão de riscos', 'políticas de segurança'],
      any: ['grc', 'iso27001', 'soc2', 'ens'],
    },
  },
  {
    key: 'audit',
    roles: ['OG-WRL-016', 'OG-WRL-012'],
    terms: {
      en: ['audit', 'auditor', 'auditing', 'it audit', 'information systems auditor'],
      es: ['auditoría', 'auditor', 'auditora', 'auditoría de sistemas'],
      pt: ['auditoria', 'auditor', 'auditora'],
      any: ['cisa'],
    },
  },
  {
    key: 'control_assessment',
    roles: ['OG-WRL-012'],
    terms: {
      en: ['security assessment', 'control assessment', 'security controls assessment', 'assessor'],
      es: ['evaluación de controles', 'evaluador de controles', 'evaluador', 'evaluadora'],
      pt: ['avaliação de controles', 'avaliador', 'avaliadora'],
    },
  },
  {
    key: 'systems_authorization',
    roles: ['OG-WRL-013', 'OG-WRL-012'],
    terms: {
      en: ['authorization to operate', 'systems authorization', 'accreditation'],
      es: ['autorización de sistemas', 'acreditación'],
      pt: ['autorização de sistemas', 'acreditação'],
      any: ['ATO', 'rmf', 'fedramp'],
    },
  },
  {
    key: 'executive_leadership',
    roles: ['OG-WRL-007', 'OG-WRL-014'],
    terms: {
      en: [
        'chief information security officer',
        'head of security',
        'head of cybersecurity',
        'security director',
        'director of security',
        'security leadership',
      ],
      es: [
        'jefe de seguridad',
        'jefa de seguridad',
        'jefe de ciberseguridad',
        'jefa de ciberseguridad',
        'director de seguridad',
        'directora de seguridad',
        'director de ciberseguridad',
        'responsable de seguridad',
      ],
      pt: ['diretor de segurança', 'diretora de segurança', 'chefe de segurança', 'líder de segurança'],
      any: ['ciso'],
    },
  },
  {
    key: 'security_management',
    roles: ['OG-WRL-014', 'OG-WRL-007'],
    terms: {
      en: ['security manager', 'information security manager', 'cybersecurity manager'],
      es: ['gerente de seguridad', 'gerente de ciberseguridad', 'gerente de seguridad de la información'],
      pt: [
        'gerente de segurança',
        'gerente de segurança da informação',
        'gerente de cibersegurança',
        'gestor de segurança',
      ],
      any: ['cism'],
    },
  },
  {
    key: 'security_architecture',
    roles: ['DD-WRL-001', 'DD-WRL-002'],
    terms: {
      en: ['architect', 'architecture', 'security architect', 'security architecture'],
      es: ['arquitecto', 'arquitecta', 'arquitectura', 'arquitecto de seguridad', 'arquitectura de seguridad'],
      pt: ['arquiteto', 'arquiteta', 'arquitetura', 'arquiteto de segurança', 'arquitetura de segurança'],
    },
  },
  {
    key: 'enterprise_architecture',
    roles: ['DD-WRL-002', 'DD-WRL-001'],
    terms: {
      en: ['enterprise architect', 'enterprise architecture'],
      es: ['arquitectura empresarial', 'arquitecto empresarial'],
      pt: ['arquitetura corporativa', 'arquiteto corporativo'],
      any: ['togaf'],
    },
  },
  {
    key: 'cryptography',
    roles: ['OG-WRL-001', 'IO-WRL-006'],
    terms: {
      en: ['cryptography', 'cryptographer', 'crypto', 'encryption', 'key management'],
      es: ['criptografía', 'criptógrafo', 'cifrado', 'encriptación', 'gestión de claves'],
      pt: ['criptografia', 'criptógrafo', 'encriptação', 'gerenciamento de chaves'],
      any: ['pki', 'comsec'],
    },
  },
  {
    key: 'ot_security',
    roles: ['DD-WRL-009'],
    terms: {
      en: [
        'ot security',
        'ics security',
        'operational technology',
        'industrial control system',
        'industrial control systems',
        'industrial cybersecurity',
        'industrial security',
        'critical infrastructure',
      ],
      es: [
        'tecnología operativa',
        'tecnología operacional',
        'sistemas de control industrial',
        'ciberseguridad industrial',
        'seguridad industrial',
        'infraestructura crítica',
      ],
      pt: [
        'tecnologia operacional',
        'sistemas de controle industrial',
        'segurança industrial',
        'cibersegurança industrial',
        'infraestrutura crítica',
        'automação industrial',
      ],
      any: ['ot', 'ics', 'scada', 'plc', 'iiot'],
    },
  },
  {
    key: 'privacy',
    roles: ['OG-WRL-008', 'OG-WRL-006'],
    terms: {
      en: ['privacy', 'data privacy', 'data protection', 'data protection officer', 'privacy officer', 'gdpr'],
      es: [
        'privacidad',
        'protección de datos',
        'protección de datos personales',
        'datos personales',
        'delegado de protección de datos',
        'oficial de protección de datos',
        'rgpd',
        'lopd',
        'lopdgdd',
      ],
      pt: [
        'privacidade',
        'proteção de dados',
        'proteção de dados pessoais',
        'dados pessoais',
        'encarregado de dados',
        'encarregado de proteção de dados',
        'lgpd',
      ],
      any: ['dpo', 'ccpa', 'hipaa'],
    },
  },
  {
    key: 'threat_intelligence',
    roles: ['PD-WRL-006'],
    terms: {
      en: [
        'threat intelligence',
        'cyber threat intelligence',
        'threat intel',
        'threat analyst',
        'threat analysis',
        'threat research',
        'intelligence',
      ],
      es: [
        'inteligencia de amenazas',
        'ciberinteligencia',
        'inteligencia de ciberamenazas',
        'análisis de amenazas',
        'inteligencia',
      ],
      pt: [
        'inteligência de ameaças',
        'inteligência cibernética',
        'ciberinteligência',
        'análise de ameaças',
        'inteligência',
      ],
      any: ['cti', 'osint'],
    },
  },
  {
    key: 'insider_threat',
    roles: ['PD-WRL-005'],
    terms: {
      en: ['insider threat', 'insider risk'],
      es: ['amenazas internas', 'amenaza interna', 'riesgo interno'],
      pt: ['ameaças internas', 'ameaça interna', 'risco interno'],
    },
  },
  {
    key: 'network_security',
    roles: ['IO-WRL-004', 'IO-WRL-006'],
    terms: {
      en: ['network', 'networking', 'network security', 'network engineer', 'network operations', 'firewall'],
      es: ['redes', 'red', 'seguridad de redes', 'seguridad de red', 'firewall'],
      pt: ['redes', 'rede', 'segurança de redes', 'segurança de rede', 'firewall'],
      any: ['ccna', 'ccnp'],
    },
  },
  {
    key: 'network_defense',
    roles: ['PD-WRL-001', 'IO-WRL-004'],
    terms: {
      en: ['network defense', 'network defence', 'network defender', 'network monitoring', 'intrusion detection'],
      es: ['defensa de redes', 'defensa de la red', 'defensa de red', 'monitoreo de redes', 'detección de intrusiones'],
      pt: ['defesa de redes', 'defesa de rede', 'monitoramento de redes', 'detecção de intrusão'],
      any: ['ids', 'ips'],
    },
  },
  {
    key: 'identity_access',
    roles: ['IO-WRL-006', 'IO-WRL-005'],
    terms: {
      en: [
        'identity',
        'identity and access management',
        'identity management',
        'access management',
        'privileged access',
      ],
      es: ['identidad', 'identidades', 'gestión de identidades', 'gestión de accesos', 'identidad y acceso'],
      pt: ['identidade', 'identidades', 'gestão de identidades', 'gestão de acessos', 'identidade e acesso'],
      any: ['iam', 'pam', 'okta', 'sso', 'active directory'],
    },
  },
  {
    key: 'systems_administration',
    roles: ['IO-WRL-005'],
    terms: {
      en: [
        'system administrator',
        'systems administrator',
        'sysadmin',
        'system administration',
        'systems administration',
      ],
      es: ['administrador de sistemas', 'administradora de sistemas', 'administración de sistemas'],
      pt: ['administrador de sistemas', 'administradora de sistemas', 'administração de sistemas'],
      any: ['linux', 'windows server'],
    },
  },
  {
    key: 'database_administration',
    roles: ['IO-WRL-002'],
    terms: {
      en: ['database', 'database administrator', 'database security'],
      es: ['base de datos', 'bases de datos', 'administrador de bases de datos'],
      pt: ['banco de dados', 'bancos de dados', 'administrador de banco de dados'],
      any: ['dba', 'sql'],
    },
  },
  {
    key: 'data_analysis',
    roles: ['IO-WRL-001'],
    terms: {
      en: ['data analyst', 'data analysis', 'data science', 'data scientist', 'security data', 'analytics'],
      es: ['análisis de datos', 'analista de datos', 'ciencia de datos', 'científico de datos'],
      pt: ['análise de dados', 'analista de dados', 'ciência de dados', 'cientista de dados'],
    },
  },
  {
    key: 'instruction',
    roles: ['OG-WRL-005', 'OG-WRL-004'],
    terms: {
      en: ['instructor', 'trainer', 'teacher', 'lecturer', 'teaching', 'curriculum'],
      es: ['instructor', 'instructora', 'formador', 'formadora', 'docente', 'profesor', 'profesora', 'capacitador'],
      pt: ['instrutor', 'instrutora', 'professor', 'professora', 'docente'],
    },
  },
  {
    key: 'awareness',
    roles: ['OG-WRL-005', 'OG-WRL-004'],
    terms: {
      en: ['security awareness', 'awareness'],
      es: ['concienciación', 'concientización'],
      pt: ['conscientização'],
    },
  },
  {
    key: 'legal_advice',
    roles: ['OG-WRL-006'],
    terms: {
      en: ['lawyer', 'legal', 'attorney', 'cyber law'],
      es: ['abogado', 'abogada', 'jurídico', 'derecho informático'],
      pt: ['advogado', 'advogada', 'jurídico', 'direito digital'],
    },
  },
  {
    key: 'project_management',
    roles: ['OG-WRL-011', 'OG-WRL-010'],
    terms: {
      en: ['project manager', 'project management'],
      es: [
        'jefe de proyectos',
        'jefe de proyecto',
        'jefa de proyectos',
        'gerente de proyectos',
        'gestión de proyectos',
      ],
      pt: ['gerente de projetos', 'gestor de projetos', 'gestão de projetos', 'chefe de projetos'],
      any: ['pmo', 'pmp'],
    },
  },
  {
    key: 'program_management',
    roles: ['OG-WRL-010', 'OG-WRL-007'],
    terms: {
      en: ['program manager', 'program management', 'programme manager'],
      es: ['gerente de programas', 'gerente de programa'],
      pt: ['gerente de programas', 'gerente de programa'],
    },
  },
  {
    key: 'workforce',
    roles: ['OG-WRL-003'],
    terms: {
      en: ['workforce', 'workforce development'],
      es: ['fuerza laboral'],
      pt: ['força de trabalho'],
    },
  },
  {
    key: 'cybercrime',
    roles: ['IN-WRL-001', 'IN-WRL-002'],
    terms: {
      en: ['cybercrime', 'cyber crime', 'fraud', 'fraud investigation', 'investigator', 'law enforcement'],
      es: [
        'ciberdelito',
        'ciberdelitos',
        'delitos informáticos',
        'ciberdelincuencia',
        'fraude',
        'investigador',
        'investigadora',
      ],
      pt: [
        'crimes cibernéticos',
        'crime cibernético',
        'cibercrime',
        'crimes digitais',
        'fraude',
        'investigador',
        'investigadora',
      ],
    },
  },
  {
    key: 'security_research',
    roles: ['DD-WRL-008', 'PD-WRL-007'],
    terms: {
      en: ['security researcher', 'security research', 'vulnerability research', 'exploit development', 'researcher'],
      es: ['investigación y desarrollo', 'investigador de seguridad', 'investigación de vulnerabilidades'],
      pt: ['pesquisador', 'pesquisadora', 'pesquisa e desenvolvimento', 'pesquisador de segurança'],
    },
  },
  {
    key: 'security_testing',
    roles: ['DD-WRL-007', 'DD-WRL-005'],
    terms: {
      en: ['security testing', 'test engineer', 'quality assurance', 'test and evaluation', 'security tester'],
      es: ['pruebas de seguridad', 'ingeniero de pruebas', 'ingeniera de pruebas'],
      pt: [
        'testes de segurança',
        'teste de segurança',
        'engenheiro de testes',
        'engenheira de testes',
        'analista de testes',
      ],
    },
  },
  {
    key: 'infrastructure_support',
    roles: ['PD-WRL-004'],
    terms: {
      en: ['infrastructure support', 'security infrastructure'],
      es: ['soporte de infraestructura', 'infraestructura de seguridad'],
      pt: ['suporte de infraestrutura', 'infraestrutura de segurança'],
    },
  },
  {
    key: 'technical_support',
    roles: ['IO-WRL-007'],
    terms: {
      en: ['help desk', 'helpdesk', 'service desk', 'it support', 'technical support', 'desktop support'],
      es: ['soporte técnico', 'mesa de ayuda', 'soporte ti'],
      pt: ['suporte técnico', 'central de serviços', 'suporte de ti'],
    },
  },
  {
    key: 'systems_security',
    roles: ['IO-WRL-006'],
    terms: {
      en: ['systems security', 'information systems security', 'hardening', 'endpoint security'],
      es: ['seguridad de sistemas', 'bastionado', 'seguridad de endpoints'],
      pt: ['segurança de sistemas', 'segurança de endpoints'],
    },
  },
  {
    key: 'requirements_planning',
    roles: ['DD-WRL-006'],
    terms: {
      en: ['requirements analyst', 'business analyst'],
      es: ['analista de requisitos', 'analista de negocio'],
      pt: ['analista de requisitos', 'analista de negócios'],
    },
  },
]

/**
 * Words nearly every item of the trade says ("security", "ciberseguridad"): they rank, but alone they do not make a
 * career path a hit.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'security',
  'seguridad',
  'seguranca',
  'cybersecurity',
  'ciberseguridad',
  'ciberseguranca',
  'cyber',
  'ciber',
  'information',
  'informacion',
  'informacao',
  'infosec',
])

/** §3 modality codes. */
export const MODALITY_TERMS: readonly { value: Modality; terms: Terms }[] = [
  {
    value: 'remote',
    terms: {
      en: ['remote', 'remotely', 'fully remote', 'work from home', 'wfh', 'anywhere'],
      es: ['remoto', 'remota', 'remotos', 'teletrabajo', 'a distancia', 'desde casa'],
      pt: ['remoto', 'remota', 'teletrabalho', 'home office', 'a distância', 'de casa'],
    },
  },
  { value: 'hybrid', terms: { en: ['hybrid'], es: ['híbrido', 'híbrida'], pt: ['híbrido', 'híbrida'] } },
  {
    value: 'on_site',
    terms: {
      en: ['on site', 'onsite', 'on-site', 'in office', 'in person', 'office based'],
      es: ['presencial', 'presenciales', 'en oficina'],
      pt: ['presencial', 'presenciais', 'no escritório'],
    },
  },
]

/** A clearance named; whether with or without it is read from the words around (query-parser.ts). */
export const CLEARANCE_TERMS: Terms = {
  en: ['clearance', 'security clearance', 'cleared', 'top secret', 'secret clearance', 'polygraph'],
  es: ['habilitación de seguridad', 'habilitación', 'acreditación de seguridad', 'autorización de seguridad'],
  pt: ['habilitação de segurança', 'habilitação', 'credencial de segurança'],
  any: ['ts sci', 'tssci'],
}
/** Words that, just before a clearance, mean "without" ("sin clearance", "no clearance", "sem habilitação"). */
export const NEGATIONS: ReadonlySet<string> = new Set(['no', 'not', 'without', 'sin', 'sem', 'nao', 'non'])
/** Words that, just after a clearance, mean "not needed" ("clearance not required", "no requerida"). */
export const NOT_NEEDED: ReadonlySet<string> = new Set([
  'required',
  'needed',
  'necessary',
  'requerida',
  'requerido',
  'necesaria',
  'necesario',
  'exigida',
  'exigido',
  'necessaria',
  'necessario',
])

/**
 * Seniority. `titleWords` are the words job titles carry ("Junior SOC Analyst", "Estágio em…"): when typed, the first
 * job search looks for them too; the others ("sin experiencia", "entry level") only rank.
 */
export const SENIORITY_TERMS: readonly { value: Seniority; terms: Terms; titleWords: readonly string[] }[] = [
  {
    value: 'entry',
    terms: {
      en: [
        'junior',
        'trainee',
        'intern',
        'internship',
        'apprentice',
        'apprenticeship',
        'entry level',
        'entry-level',
        'graduate',
        'new grad',
        'beginner',
        'beginners',
        'no experience',
        'without experience',
        'first job',
        'student',
      ],
      es: [
        'júnior',
        'pasante',
        'pasantía',
        'practicante',
        'prácticas',
        'práctica profesional',
        'becario',
        'becaria',
        'principiante',
        'principiantes',
        'sin experiencia',
        'primer empleo',
        'estudiante',
        'recién graduado',
      ],
      pt: [
        'júnior',
        'estágio',
        'estagiário',
        'estagiária',
        'iniciante',
        'iniciantes',
        'sem experiência',
        'primeiro emprego',
        'aprendiz',
        'estudante',
      ],
      any: ['jr'],
    },
    titleWords: [
      'junior',
      'jr',
      'trainee',
      'intern',
      'internship',
      'apprentice',
      'pasante',
      'practicante',
      'practicas',
      'becario',
      'becaria',
      'estagio',
      'estagiario',
      'estagiaria',
      'aprendiz',
    ],
  },
  {
    value: 'mid',
    terms: {
      en: ['mid level', 'mid-level', 'mid', 'intermediate', 'tier 2', 'level 2'],
      es: ['semi senior', 'semisenior', 'semi sr', 'intermedio', 'nivel 2'],
      pt: ['pleno', 'intermediário', 'nível 2'],
      any: ['ssr'],
    },
    titleWords: ['pleno', 'ssr', 'semisenior'],
  },
  {
    value: 'senior',
    terms: {
      en: ['senior', 'lead', 'principal', 'staff', 'expert', 'experienced', 'advanced'],
      es: ['sénior', 'líder', 'experto', 'experta', 'avanzado', 'avanzada'],
      pt: ['sênior', 'líder', 'experiente', 'avançado', 'avançada'],
      any: ['sr'],
    },
    titleWords: ['senior', 'sr', 'lead', 'principal', 'staff', 'lider'],
  },
]

/** §6 training levels each seniority reads as. */
export const TRAINING_LEVELS_OF: Record<Seniority, readonly string[]> = {
  entry: ['new_to_cyber', 'foundations', 'introductory'],
  mid: ['intermediate'],
  senior: ['advanced'],
}

/** Years of experience each seniority reads as, for talents: [at least, under]. */
export const YEARS_OF: Record<Seniority, readonly [number, number]> = {
  entry: [0, 3],
  mid: [3, 6],
  senior: [6, 100],
}

/** The language a training is given in ("in Spanish", "en español", "em português"). */
export const TRAINING_LANGUAGE_TERMS: readonly { value: AiLanguage; terms: Terms }[] = [
  { value: 'en', terms: { en: ['english'], es: ['inglés'], pt: ['inglês'] } },
  { value: 'es', terms: { en: ['spanish'], es: ['español', 'castellano'], pt: ['espanhol'] } },
  { value: 'pt', terms: { en: ['portuguese'], es: ['portugués'], pt: ['português'] } },
]

/** What a query asks for: jobs, trainings, career paths, or people ("who can…", for companies). */
export const GROUP_TERMS: readonly { value: AiSearchGroup; terms: Terms }[] = [
  {
    value: 'jobs',
    terms: {
      en: [
        'job',
        'jobs',
        'position',
        'vacancy',
        'vacancies',
        'opening',
        'openings',
        'opportunity',
        'work',
        'employment',
      ],
      es: ['empleo', 'trabajo', 'vacante', 'puesto', 'oferta de empleo', 'oferta de trabajo', 'oportunidad laboral'],
      pt: ['vaga', 'emprego', 'trabalho', 'oportunidade', 'cargo'],
    },
  },
  {
    value: 'trainings',
    terms: {
      en: ['training', 'course', 'certification', 'certificate', 'cert', 'class', 'bootcamp', 'learn', 'study', 'exam'],
      es: [
        'curso',
        'capacitación',
        'formación',
        'certificación',
        'certificado',
        'entrenamiento',
        'aprender',
        'estudiar',
        'diplomado',
        'taller',
      ],
      pt: ['curso', 'treinamento', 'capacitação', 'formação', 'certificação', 'certificado', 'aprender', 'estudar'],
    },
  },
  {
    value: 'careers',
    terms: {
      en: ['career', 'career path', 'path', 'roadmap', 'become', 'career plan', 'grow into'],
      es: ['carrera', 'ruta', 'ruta de carrera', 'trayectoria', 'plan de carrera', 'convertirme', 'llegar a ser'],
      pt: ['carreira', 'trilha', 'trilha de carreira', 'plano de carreira', 'trajetória', 'tornar me', 'me tornar'],
    },
  },
  {
    value: 'talents',
    terms: {
      en: [
        'who can',
        'who could',
        'who knows',
        'someone who',
        'candidate',
        'candidates',
        'talent',
        'professionals',
        'people',
        'experts',
        'hire',
        'profiles',
      ],
      es: [
        'quién puede',
        'quién sabe',
        'alguien que',
        'candidato',
        'candidata',
        'candidatos',
        'talento',
        'profesional',
        'profesionales',
        'perfiles',
        'contratar',
        'personas',
      ],
      pt: [
        'quem pode',
        'quem sabe',
        'alguém que',
        'candidato',
        'candidata',
        'candidatos',
        'talento',
        'profissional',
        'profissionais',
        'perfis',
        'contratar',
        'pessoas',
      ],
    },
  },
]

/** Words that say nothing about what is searched ("busco", "looking for", "quero"): dropped, but they tell the language. */
export const FILLER_TERMS: Terms = {
  en: [
    'looking',
    'look',
    'find',
    'search',
    'searching',
    'want',
    'need',
    'show',
    'list',
    'please',
    'near',
    'based',
    'good',
    'best',
    'new',
    'latest',
    'get',
    'help',
    'role',
    'roles',
  ],
  es: [
    'busco',
    'buscar',
    'buscando',
    'quiero',
    'necesito',
    'encontrar',
    'ofertas',
    'cerca',
    'mejor',
    'mejores',
    'nuevo',
    'nuevas',
    'hacer',
    'ser',
    'rol',
    'algún',
    'alguna',
    'ayuda',
  ],
  pt: [
    'procuro',
    'procurar',
    'procurando',
    'quero',
    'preciso',
    'encontrar',
    'ofertas',
    'perto',
    'melhor',
    'melhores',
    'novo',
    'novas',
    'fazer',
    'ser',
    'papel',
    'algum',
    'alguma',
    'ajuda',
  ],
}

/**
 * Words that tell a query's language apart (folded), beside the vocabulary above: small words, and the trade's
 * everyday nouns, which people write in their own language even when the rest is English jargon.
 */
export const LANGUAGE_WORDS: Record<AiLanguage, readonly string[]> = {
  en: [
    'the',
    'in',
    'for',
    'with',
    'and',
    'of',
    'to',
    'who',
    'can',
    'do',
    'how',
    'i',
    'at',
    'without',
    'on',
    'engineer',
    'analyst',
    'specialist',
    'consultant',
    'manager',
    'security',
    'cybersecurity',
    'information',
  ],
  es: [
    'el',
    'los',
    'las',
    'del',
    'con',
    'sin',
    'y',
    'en',
    'por',
    'una',
    'quien',
    'puede',
    'al',
    'hay',
    'ingeniero',
    'ingeniera',
    'seguridad',
    'ciberseguridad',
    'informacion',
    'consultora',
    'analista',
  ],
  pt: [
    'em',
    'do',
    'da',
    'dos',
    'das',
    'com',
    'sem',
    'e',
    'na',
    'nas',
    'no',
    'nos',
    'um',
    'uma',
    'quem',
    'pode',
    'ao',
    'engenheiro',
    'engenheira',
    'seguranca',
    'ciberseguranca',
    'informacao',
    'consultora',
    'analista',
  ],
}
