import { foldedWords } from './fold'

/**
 * Words of the trade that mean the same thing, in English, Spanish and Portuguese: a job or profile that says one of
 * them is found by any of them ("pentest" finds a "Penetration Tester", "respuesta a incidentes" an "Incident
 * Response Analyst"). Search documents are built with the expansions of the groups their text matches (see
 * searchExpansionsOf and docs/decisions/005-multilingual-search.md).
 *
 * - `terms` match anywhere in a text, in any letter case, with or without accents, a word also matching its plural
 *   ("pruebas de penetración" matches "prueba de penetracion").
 * - `abbreviations` are the trade's short forms. They match only written in capitals as a word of their own ("SOC",
 *   "IR"), since in lower case many are ordinary words ("ir" is Spanish for "to go"); a search for one matches that
 *   exact word, not every word starting with it ("soc" is not "social").
 */
export interface SynonymGroup {
  terms: readonly string[]
  abbreviations?: readonly string[]
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  // Practices
  {
    terms: [
      'pentest',
      'pentester',
      'pentesting',
      'penetration test',
      'penetration testing',
      'penetration tester',
      'prueba de penetración',
      'pruebas de penetración',
      'test de penetración',
      'teste de invasão',
      'testes de invasão',
      'teste de intrusão',
      'teste de penetração',
      'ethical hacking',
      'hacking ético',
    ],
  },
  {
    abbreviations: ['SOC'],
    terms: [
      'security operations center',
      'security operations centre',
      'centro de operaciones de seguridad',
      'centro de operações de segurança',
    ],
  },
  {
    abbreviations: ['IR', 'CSIRT'],
    terms: [
      'incident response',
      'incident responder',
      'incident handling',
      'incident handler',
      'respuesta a incidentes',
      'respuesta ante incidentes',
      'gestión de incidentes',
      'resposta a incidentes',
      'tratamento de incidentes',
      'computer security incident response team',
    ],
  },
  {
    abbreviations: ['DFIR'],
    terms: [
      'digital forensics and incident response',
      'forense digital y respuesta a incidentes',
      'forense digital e resposta a incidentes',
    ],
  },
  {
    terms: [
      'digital forensics',
      'computer forensics',
      'forensic analysis',
      'análisis forense',
      'forense digital',
      'informática forense',
      'perícia digital',
      'computação forense',
      'análise forense',
    ],
  },
  {
    abbreviations: ['GRC'],
    terms: [
      'governance risk and compliance',
      'governance risk compliance',
      'gobierno riesgo y cumplimiento',
      'gobierno riesgo cumplimiento',
      'gobernanza riesgo y cumplimiento',
      'governança risco e conformidade',
      'governança risco e compliance',
    ],
  },
  {
    terms: [
      'appsec',
      'application security',
      'seguridad de aplicaciones',
      'seguridad de las aplicaciones',
      'segurança de aplicações',
      'segurança de aplicação',
    ],
  },
  {
    terms: ['red team', 'red teaming', 'red teamer', 'equipo rojo', 'equipe vermelha', 'time vermelho'],
  },
  { terms: ['blue team', 'blue teamer', 'equipo azul', 'equipe azul', 'time azul'] },
  { terms: ['purple team', 'equipo púrpura', 'equipe roxa'] },
  {
    terms: [
      'threat hunting',
      'threat hunter',
      'caza de amenazas',
      'cacería de amenazas',
      'búsqueda de amenazas',
      'caça a ameaças',
      'caça de ameaças',
    ],
  },
  {
    abbreviations: ['CTI'],
    terms: [
      'cyber threat intelligence',
      'threat intelligence',
      'inteligencia de amenazas',
      'inteligencia de ciberamenazas',
      'inteligência de ameaças',
      'inteligência de ameaças cibernéticas',
    ],
  },
  {
    abbreviations: ['IAM'],
    terms: [
      'identity and access management',
      'identity access management',
      'identity and access',
      'gestión de identidades y accesos',
      'gestión de identidad y acceso',
      'gestão de identidades e acessos',
      'gestão de identidade e acesso',
    ],
  },
  {
    terms: [
      'cloud security',
      'seguridad en la nube',
      'seguridad cloud',
      'seguridad de la nube',
      'segurança em nuvem',
      'segurança na nuvem',
      'segurança cloud',
      'segurança da nuvem',
    ],
  },
  {
    abbreviations: ['OT', 'ICS', 'SCADA'],
    terms: [
      'operational technology',
      'industrial control system',
      'industrial control systems',
      'tecnología operativa',
      'tecnología operacional',
      'sistemas de control industrial',
      'tecnologia operacional',
      'sistemas de controle industrial',
    ],
  },
  {
    abbreviations: ['CISO'],
    terms: [
      'chief information security officer',
      'director de seguridad de la información',
      'responsable de seguridad de la información',
      'diretor de segurança da informação',
    ],
  },
  {
    terms: [
      'vulnerability management',
      'gestión de vulnerabilidades',
      'gestão de vulnerabilidades',
      'vulnerability assessment',
      'evaluación de vulnerabilidades',
      'avaliação de vulnerabilidades',
    ],
  },
  {
    terms: ['malware analysis', 'análisis de malware', 'análise de malware'],
  },
  { terms: ['reverse engineering', 'ingeniería inversa', 'engenharia reversa'] },
  {
    terms: ['network security', 'seguridad de redes', 'seguridad de red', 'segurança de redes', 'segurança de rede'],
  },
  {
    terms: [
      'infosec',
      'information security',
      'seguridad de la información',
      'seguridad informática',
      'segurança da informação',
    ],
  },
  { terms: ['cybersecurity', 'cyber security', 'ciberseguridad', 'cibersegurança'] },
  { terms: ['security', 'seguridad', 'segurança'] },
  { terms: ['threat', 'amenaza', 'ameaça'] },
  { terms: ['risk', 'riesgo', 'risco'] },
  { terms: ['compliance', 'cumplimiento', 'conformidade', 'cumplimiento normativo'] },
  { terms: ['audit', 'auditoría', 'auditoria'] },
  { terms: ['privacy', 'privacidad', 'privacidade'] },
  { terms: ['data protection', 'protección de datos', 'proteção de dados'] },
  // Trades: what a job title says the person is
  { terms: ['analyst', 'analista'] },
  { terms: ['engineer', 'ingeniero', 'ingeniera', 'engenheiro', 'engenheira'] },
  { terms: ['architect', 'arquitecto', 'arquitecta', 'arquiteto', 'arquiteta'] },
  { terms: ['consultant', 'consultor', 'consultora'] },
  { terms: ['specialist', 'especialista'] },
  { terms: ['manager', 'gerente', 'gestor', 'gestora'] },
  { terms: ['administrator', 'administrador', 'administradora'] },
  { terms: ['developer', 'desarrollador', 'desarrolladora', 'desenvolvedor', 'desenvolvedora'] },
  { terms: ['auditor', 'auditora'] },
  { terms: ['researcher', 'investigador', 'investigadora', 'pesquisador', 'pesquisadora'] },
  { terms: ['investigator', 'investigador', 'investigadora'] },
  {
    terms: ['intern', 'internship', 'pasante', 'pasantía', 'becario', 'becaria', 'estagiário', 'estagiária', 'estágio'],
  },
  { terms: ['lead', 'leader', 'líder'] },
]

/** A group prepared for matching: each term as its folded words. */
interface PreparedGroup {
  terms: string[][]
  abbreviations: Set<string>
  expansion: string
}

const PREPARED: PreparedGroup[] = SYNONYM_GROUPS.map((group) => ({
  terms: group.terms.map((term) => foldedWords(term)),
  abbreviations: new Set(group.abbreviations ?? []),
  expansion: [...(group.abbreviations ?? []), ...group.terms].join(' '),
}))

/** The short forms, folded: a search for one matches that word exactly. */
export const SEARCH_ABBREVIATIONS: ReadonlySet<string> = new Set(
  SYNONYM_GROUPS.flatMap((group) => group.abbreviations ?? []).map((abbreviation) => abbreviation.toLowerCase()),
)

/** A word, or the word without a plural ending: what a term's word may match. */
function singulars(word: string): string[] {
  const forms = [word]
  if (word.length > 3 && word.endsWith('s')) forms.push(word.slice(0, -1))
  if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2))
  return forms
}

function containsTerm(words: string[], index: Map<string, number[]>, term: string[]): boolean {
  for (const start of index.get(term[0]!) ?? []) {
    let matched = true
    for (let offset = 1; offset < term.length; offset += 1) {
      const word = words[start + offset]
      if (word === undefined || !singulars(word).includes(term[offset]!)) {
        matched = false
        break
      }
    }
    if (matched) return true
  }
  return false
}

/**
 * The expansions of every synonym group the texts match, as one text to add to a search document: all of the group's
 * terms and short forms. Empty when nothing matches.
 */
export function searchExpansionsOf(texts: readonly (string | null | undefined)[]): string {
  const present = texts.filter((text): text is string => Boolean(text))
  const words = present.flatMap((text) => [...foldedWords(text), ''])
  const index = new Map<string, number[]>()
  words.forEach((word, position) => {
    if (!word) return
    for (const form of singulars(word)) {
      const positions = index.get(form)
      if (positions) positions.push(position)
      else index.set(form, [position])
    }
  })
  // Short forms count only in capitals, as a word of their own ("SOC", "SOCs").
  const capitals = new Set(
    present.flatMap((text) =>
      text
        .normalize('NFKC')
        .split(/[^\p{L}\p{N}]+/u)
        .map((word) => (word.endsWith('s') ? word.slice(0, -1) : word))
        .filter((word) => word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()),
    ),
  )
  return PREPARED.filter(
    (group) =>
      [...group.abbreviations].some((abbreviation) => capitals.has(abbreviation)) ||
      group.terms.some((term) => containsTerm(words, index, term)),
  )
    .map((group) => group.expansion)
    .join(' ')
}
