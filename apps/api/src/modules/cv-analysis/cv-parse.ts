import { AMBIGUOUS_ALIASES, KNOWN_CERTIFICATIONS } from '@sentinela/shared/cv/certifications'
import {
  LANGUAGE_LEVEL_WORDS,
  LANGUAGE_NAMES,
  TITLE_LEXICON,
  TOOL_LEXICON,
  type LanguageLevel,
} from '@sentinela/shared/cv/lexicon'
import { LANGUAGE_CODES } from '@sentinela/shared/master-data/languages'
import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'

/** Lower case without accents: how every word list here is compared. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

type Section =
  'header' | 'summary' | 'experience' | 'education' | 'certifications' | 'languages' | 'skills' | 'clearance' | 'other'

/** Section headings CVs use in en/es/pt, folded. */
const HEADINGS: readonly (readonly [Section, readonly string[]])[] = [
  [
    'experience',
    [
      'experience',
      'work experience',
      'professional experience',
      'employment',
      'employment history',
      'work history',
      'career history',
      'experiencia',
      'experiencia laboral',
      'experiencia profesional',
      'trayectoria',
      'trayectoria profesional',
      'historial laboral',
      'experiencia professional',
      'historico profissional',
      'experiencias',
      'experiencias profissionais',
      'experiencia profissional',
    ],
  ],
  [
    'education',
    [
      'education',
      'academic background',
      'educacion',
      'formacion',
      'formacion academica',
      'estudios',
      'educacao',
      'formacao',
      'formacao academica',
      'escolaridade',
    ],
  ],
  [
    'certifications',
    [
      'certifications',
      'certificates',
      'licenses & certifications',
      'licenses and certifications',
      'certificaciones',
      'certificados',
      'certificacoes',
      'certificacoes e cursos',
      'certifications & training',
      'credentials',
      'acreditaciones',
    ],
  ],
  ['languages', ['languages', 'language skills', 'idiomas', 'lenguas', 'linguas', 'idiomas e niveis']],
  [
    'skills',
    [
      'skills',
      'technical skills',
      'core skills',
      'tools',
      'tools & technologies',
      'habilidades',
      'competencias',
      'competencias tecnicas',
      'conocimientos',
      'herramientas',
      'conhecimentos',
      'ferramentas',
      'habilidades tecnicas',
      'aptitudes',
      'tecnologias',
    ],
  ],
  [
    'summary',
    [
      'summary',
      'profile',
      'professional summary',
      'about me',
      'objective',
      'career objective',
      'resumen',
      'perfil',
      'perfil profesional',
      'sobre mi',
      'objetivo',
      'resumo',
      'perfil profissional',
      'sobre mim',
      'resumo profissional',
    ],
  ],
  ['clearance', ['security clearance', 'clearance', 'habilitacion de seguridad', 'credencial de seguranca']],
  [
    'other',
    [
      'projects',
      'proyectos',
      'projetos',
      'references',
      'referencias',
      'volunteer',
      'volunteering',
      'voluntariado',
      'awards',
      'premios',
      'premiacoes',
      'interests',
      'intereses',
      'interesses',
      'courses',
      'cursos',
      'publications',
      'publicaciones',
      'publicacoes',
      'contact',
      'contacto',
      'contato',
      'hobbies',
      'activities',
      'actividades',
      'atividades',
    ],
  ],
]

function headingOf(line: string): Section | undefined {
  const folded = fold(line)
    .replace(/[:|•·\-–—_]+\s*$/, '')
    .replace(/^[#•·\s]+/, '')
    .trim()
  if (!folded || folded.split(/\s+/).length > 5) return undefined
  for (const [section, words] of HEADINGS) if (words.includes(folded)) return section
  return undefined
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const MONTHS: Record<string, number> = {}
const monthNames: [number, string[]][] = [
  [1, ['january', 'jan', 'enero', 'ene', 'janeiro']],
  [2, ['february', 'feb', 'febrero', 'fevereiro', 'fev']],
  [3, ['march', 'mar', 'marzo', 'marco']],
  [4, ['april', 'apr', 'abril', 'abr']],
  [5, ['may', 'mayo', 'maio', 'mai']],
  [6, ['june', 'jun', 'junio', 'junho']],
  [7, ['july', 'jul', 'julio', 'julho']],
  [8, ['august', 'aug', 'agosto', 'ago']],
  [9, ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'setembro', 'set']],
  [10, ['october', 'oct', 'octubre', 'outubro', 'out']],
  [11, ['november', 'nov', 'noviembre', 'novembro']],
  [12, ['december', 'dec', 'diciembre', 'dic', 'dezembro', 'dez']],
]
for (const [number, names] of monthNames) for (const name of names) MONTHS[name] = number
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const PRESENT_ALT =
  'present|current|currently|now|today|to date|till date|ongoing|actualidad|actualmente|presente|hoy|la fecha|atual|atualmente|o momento|hoje|momento'
const DATE = `(?:(?:${MONTH_ALT})\\.?(?:\\s+de)?\\s*,?\\s*(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])\\s*[/.\\-]\\s*(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*[/.\\-]\\s*(?:0?[1-9]|1[0-2])(?![0-9])|(?:19|20)\\d{2})`
const SEPARATOR = `\\s*(?:[-–—−~]|to|a|al|hasta|ate|até|until|through|thru)\\s*`
/** A period of work: "03/2019 – actualidad", "jan. 2020 - atual", "2018–Present", "Enero 2017 a Marzo 2019". */
const RANGE = new RegExp(`(?:(?:since|desde|from|de)\\s+)?(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT_ALT}))?`, 'i')
const SINCE = /^(?:since|desde)\s/i

export interface Period {
  start: string | null
  end: string | null
  current: boolean
  /** Where in the line the period was written. */
  index: number
  length: number
}

/** A month-precision date as YYYY-MM-01 (a bare year reads as January). */
function parseDate(text: string): string | null {
  const folded = fold(text).trim()
  let match = new RegExp(`^(${MONTH_ALT})\\.?(?:\\s+de)?\\s*,?\\s*((?:19|20)\\d{2})$`).exec(folded)
  if (match) return iso(Number(match[2]), MONTHS[match[1]!]!)
  match = /^(\d{1,2})\s*[/.-]\s*((?:19|20)\d{2})$/.exec(folded)
  if (match) return iso(Number(match[2]), Number(match[1]))
  match = /^((?:19|20)\d{2})\s*[/.-]\s*(\d{1,2})$/.exec(folded)
  if (match) return iso(Number(match[1]), Number(match[2]))
  match = /^((?:19|20)\d{2})$/.exec(folded)
  if (match) return iso(Number(match[1]), 1)
  return null
}

const iso = (year: number, month: number) =>
  month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}-01` : null

export function findPeriod(line: string): Period | undefined {
  const match = RANGE.exec(fold(line))
  if (!match) return undefined
  const start = parseDate(match[1]!)
  if (!start) return undefined
  const endText = match[2]
  const current = endText ? new RegExp(`^(?:${PRESENT_ALT})$`, 'i').test(endText.trim()) : SINCE.test(match[0])
  const end = endText && !current ? parseDate(endText) : null
  return { start, end, current, index: match.index, length: match[0].length }
}

// ---------------------------------------------------------------------------------------------------------------
// Experiences

const TITLE_WORDS =
  /\b(analyst|engineer|developer|manager|director|head|lead|officer|administrator|admin|architect|consultant|specialist|technician|intern|internship|trainee|tester|auditor|coordinator|assistant|associate|investigator|instructor|teacher|professor|researcher|scientist|owner|founder|ciso|cto|cio|analista|ingeniero|ingeniera|engenheiro|engenheira|desarrollador|desarrolladora|desenvolvedor|desenvolvedora|gerente|jefe|jefa|coordinador|coordinadora|coordenador|coordenadora|consultor|consultora|especialista|tecnico|tecnica|pasante|practicante|becario|becaria|estagiario|estagiaria|auditora|arquitecto|arquiteto|administrador|administradora|supervisor|supervisora|docente|profesor|profesora|professora|investigador|investigadora|pesquisador|pesquisadora|asistente|assistente|diretor|diretora|encargado|encargada|lider|responsable|programador|programadora|perito|operador|operadora|agente|oficial|sargento|teniente|tenente|soldado|cabo|auxiliar|enfermero|enfermera|enfermeiro|contador|contadora|vendedor|vendedora|cajero|cajera|chef|cocinero|professor)\b/i
const COMPANY_WORDS =
  /\b(inc|ltd|llc|ltda|s\.?a\.?|s\.?a\.?s|s\.?r\.?l|s\.?l|gmbh|corp|corporation|company|co|group|grupo|bank|banco|university|universidad|universidade|labs?|technologies|technology|tecnologia|tecnologias|solutions|soluciones|solucoes|consulting|consultoria|services|servicios|servicos|systems|sistemas|security|seguridad|seguranca|ministry|ministerio|policia|hospital|government|gobierno|governo|agency|agencia|institute|instituto|telecom|energy|energia|bancorp|holdings|partners|foundation|fundacion|fundacao|army|ejercito|exercito|navy|armada|marinha|force|fuerza|forca)\b/i

const SPLITTERS = [/\s+[|•·]\s+/, /\s+[—–]\s+/, /\s+-\s+/, /\s+(?:at|@|en|na|no|em|para|for)\s+/i, /\s*,\s+/]

interface RawLine {
  text: string
  section: Section
}

function cleanPart(text: string) {
  return text
    .replace(/^[\s|•·,;:()\-–—]+|[\s|•·,;:()\-–—]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** Title or company? +: title, -: company. */
function titleScore(text: string) {
  let score = 0
  if (TITLE_WORDS.test(fold(text))) score += 2
  if (COMPANY_WORDS.test(fold(text))) score -= 2
  return score
}

function splitTitleCompany(text: string): [string, string] | undefined {
  for (const splitter of SPLITTERS) {
    const parts = text.split(splitter).map(cleanPart).filter(Boolean)
    if (parts.length >= 2) {
      const [a, b] = [parts[0]!, parts.slice(1).join(', ')]
      // "Company, City" is not a title and a company: a place after a comma is dropped by the caller.
      if (splitter.source.includes(',') && titleScore(a) <= 0 && titleScore(b) <= 0) continue
      return titleScore(a) >= titleScore(b) ? [a, parts[1]!] : [parts[1]!, a]
    }
  }
  return undefined
}

const isBullet = (text: string) => /^[•·▪■◦●*\-–]\s/.test(text) || text.length > 110
const LOCATION_ONLY = /^(remote|remoto|hibrido|hybrid|on-?site|presencial)$/i

function findExperiences(lines: RawLine[]): CvSuggestions['experiences'] {
  const experiences: CvSuggestions['experiences'] = []
  const section = lines.filter((line) => line.section === 'experience')
  let used = -1
  for (let index = 0; index < section.length; index += 1) {
    const line = section[index]!.text
    if (isBullet(line)) continue
    const period = findPeriod(line)
    if (!period) continue
    const rest = cleanPart(line.slice(0, period.index) + ' ' + line.slice(period.index + period.length))
      .replace(/\s*[|•·]\s*$/, '')
      .trim()
    // Candidates: what is left on the line, then up to two lines above (not used by the previous experience).
    const candidates: string[] = []
    const restParts = rest
      .split(/\s+[|•·]\s+/)
      .map(cleanPart)
      .filter((part) => part && !LOCATION_ONLY.test(part))
    const above: string[] = []
    for (let back = index - 1; back > used && above.length < 2; back -= 1) {
      const text = section[back]!.text
      if (isBullet(text) || findPeriod(text)) break
      above.unshift(cleanPart(text))
    }
    const below: string[] = []
    for (let next = index + 1; next < section.length && below.length < 2; next += 1) {
      const text = section[next]!.text
      if (isBullet(text) || findPeriod(text)) break
      below.push(cleanPart(text))
    }
    candidates.push(...above)
    if (restParts.length > 0 && !isPlace(restParts.join(' '))) candidates.push(...restParts)
    let pair: [string, string] | undefined
    const pool = candidates.filter((text) => text && !isPlace(text))
    if (pool.length === 1) pair = splitTitleCompany(pool[0]!)
    if (!pair && pool.length >= 2) {
      const [a, b] = pool.slice(-2) as [string, string]
      const split = splitTitleCompany(a) ?? splitTitleCompany(b)
      if (split && titleScore(a) <= 0 && titleScore(b) <= 0) pair = split
      else pair = titleScore(a) >= titleScore(b) ? [a, b] : [b, a]
    }
    if (!pair && pool.length === 0 && below.length >= 1) {
      const belowPool = below.filter((text) => !isPlace(text))
      if (belowPool.length >= 2) {
        const [a, b] = belowPool as [string, string]
        pair = titleScore(a) >= titleScore(b) ? [a, b] : [b, a]
      } else if (belowPool.length === 1) pair = splitTitleCompany(belowPool[0]!)
    }
    if (!pair) continue
    const [jobTitle, company] = pair.map((part) =>
      cleanPart(part.replace(/,\s*[^,]*$/, (tail) => (isPlace(tail.slice(1)) ? '' : tail))),
    )
    if (!jobTitle || !company) continue
    experiences.push({
      jobTitle: jobTitle.slice(0, 120),
      company: company.slice(0, 120),
      startDate: period.start,
      endDate: period.end,
      currentlyWorksHere: period.current,
    })
    used = index
  }
  return experiences
}

const PLACES =
  /^(remote|remoto|hybrid|hibrido|[A-ZÁÉÍÓÚÃÕÇ][\p{L}.]+(?:\s[A-ZÁÉÍÓÚÃÕÇ][\p{L}.]+)?,\s*(?:[A-Z]{2}|[A-ZÁÉÍÓÚ][\p{L}]+(?:\s[A-Z][\p{L}]+)?))$/u
function isPlace(text: string) {
  return PLACES.test(text.trim()) && !TITLE_WORDS.test(fold(text)) && !COMPANY_WORDS.test(fold(text))
}

// ---------------------------------------------------------------------------------------------------------------
// Education

const DEGREE_WORDS =
  /\b(bachelor|b\.?sc|b\.?s\.?|b\.?a\.?|master|m\.?sc|mba|phd|ph\.d|doctorate|associate degree|diploma|degree|licenciatura|licenciado|licenciada|ingenieria|ingeniero|tecnicatura|tecnico|tecnologo|tecnologa|maestria|magister|master|doctorado|bacharelado|bacharel|graduacao|mestrado|doutorado|pos-graduacao|posgrado|especializacion|especializacao|high school|bachillerato|ensino medio|secundaria)\b/i
const SCHOOL_WORDS =
  /\b(university|universidad|universidade|college|institute|instituto|school|escuela|escola|faculdade|facultad|academy|academia|polytechnic|politecnico|politecnica|fatec|senai|ifsp|usp|unam|uba|itba|utn|mit)\b/i

function findEducations(lines: RawLine[]): CvSuggestions['educations'] {
  const section = lines.filter((line) => line.section === 'education').map((line) => line.text)
  const educations: CvSuggestions['educations'] = []
  for (let index = 0; index < section.length; index += 1) {
    const text = section[index]!
    const foldedText = fold(text)
    if (!DEGREE_WORDS.test(foldedText) || isBullet(text)) continue
    const period = findPeriod(text)
    let degreeText = cleanPart(
      period ? text.slice(0, period.index) + ' ' + text.slice(period.index + period.length) : text,
    )
    let school: string | undefined
    const split = degreeText.split(
      /\s+[—–|•·-]\s+|,\s+(?=[^,]*(?:university|universidad|universidade|instituto|institute|college|faculdade|escuela|escola))/i,
    )
    if (split.length >= 2) {
      const schoolIndex = split.findIndex((part) => SCHOOL_WORDS.test(fold(part)))
      if (schoolIndex >= 0) {
        school = cleanPart(split[schoolIndex]!)
        degreeText = cleanPart(split.filter((_, position) => position !== schoolIndex).join(' — '))
      }
    }
    for (const offset of [1, -1, 2]) {
      if (school) break
      const neighbour = section[index + offset]
      if (neighbour && SCHOOL_WORDS.test(fold(neighbour)) && !DEGREE_WORDS.test(fold(neighbour))) {
        school = cleanPart(neighbour.replace(RANGE, ''))
      }
    }
    if (!school) continue
    let graduation = period?.end ?? (period && !period.current ? period.start : null)
    if (!period) {
      for (const offset of [1, 2, -1]) {
        const near = section[index + offset]
        const nearPeriod = near ? findPeriod(near) : undefined
        if (nearPeriod) {
          graduation = nearPeriod.current ? null : (nearPeriod.end ?? nearPeriod.start)
          break
        }
      }
    }
    const [degree, field] = degreeText.split(/\s+(?:in|en|em|de)\s+(?=[A-ZÁÉÍÓÚ])/)
    educations.push({
      school: school.slice(0, 160),
      degree: degreeText.slice(0, 160),
      fieldOfStudy: field && degree ? field.slice(0, 160) : null,
      graduationDate: graduation ?? null,
    })
  }
  return educations
}

// ---------------------------------------------------------------------------------------------------------------
// Certifications, languages, clearance, contact

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const CERT_PATTERNS = KNOWN_CERTIFICATIONS.map((certification) => {
  const ambiguous = certification.aliases.filter((alias) => AMBIGUOUS_ALIASES.has(alias))
  const plain = certification.aliases.filter((alias) => !AMBIGUOUS_ALIASES.has(alias))
  const bound = (alias: string) => `(?<![\\p{L}\\p{N}+])${escape(alias)}(?![\\p{L}\\p{N}+])`
  return {
    certification,
    // Full names: case-insensitive, accents kept as written in the list.
    name: new RegExp(bound(certification.name), 'iu'),
    // Acronyms are case-sensitive: "CISSP" is the certification, "cissp" in a URL is not read as one.
    aliases: plain.length ? new RegExp(plain.map(bound).join('|'), 'u') : undefined,
    ambiguous: ambiguous.length ? new RegExp(ambiguous.map(bound).join('|'), 'u') : undefined,
  }
})

function findCertifications(lines: RawLine[]): CvSuggestions['certifications'] {
  const found = new Map<string, CvSuggestions['certifications'][number]>()
  lines.forEach(({ text, section }, index) => {
    if (section === 'education' || section === 'header') return
    // A name wrapped over two lines (narrow columns) is read across the break.
    const next = lines[index + 1]
    const joined = next && next.section === section ? `${text} ${next.text}` : text
    const hits: { start: number; end: number; name: string; issuer: string }[] = []
    for (const { certification, name, aliases, ambiguous } of CERT_PATTERNS) {
      const candidates = [
        name.exec(text),
        name.exec(joined),
        aliases?.exec(text),
        section === 'certifications' ? ambiguous?.exec(text) : null,
      ]
      for (const hit of candidates) {
        if (!hit) continue
        if (hit.input === joined && joined !== text && hit.index + hit[0].length <= text.length) continue
        if (hit.input === joined && joined !== text && hit.index >= text.length) continue
        hits.push({
          start: hit.index,
          end: hit.index + hit[0].length,
          name: certification.name,
          issuer: certification.issuer,
        })
        break
      }
    }
    // Longest first; a hit inside another's span is part of that name ("CCNP" in "CCNP Security").
    hits.sort((a, b) => b.end - b.start - (a.end - a.start))
    const kept: typeof hits = []
    for (const hit of hits) {
      if (kept.some((other) => hit.start >= other.start && hit.end <= other.end)) continue
      kept.push(hit)
    }
    for (const hit of kept) {
      const after = joined.slice(hit.end)
      const year =
        /^[^A-Za-z]{0,12}?\b((?:19|20)\d{2})\b/.exec(after) ?? /\b((?:19|20)\d{2})\b/.exec(after.split(/[;,]/)[0] ?? '')
      const period = findPeriod(after.slice(0, 40))
      const date = period?.start ?? (year ? `${year[1]}-01-01` : null)
      const existing = found.get(hit.name)
      if (!existing || (!existing.dateIssued && date)) {
        found.set(hit.name, { name: hit.name, issuingEntity: hit.issuer, dateIssued: date })
      }
    }
  })
  return [...found.values()]
}

const LANGUAGE_NAME_PATTERN = new RegExp(
  `(?<![\\p{L}])(${Object.keys(LANGUAGE_NAMES)
    .map((name) => escape(fold(name)))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}])`,
  'u',
)
const LEVELS = [...LANGUAGE_LEVEL_WORDS].sort((a, b) => b[0].length - a[0].length)

function levelIn(text: string): LanguageLevel | undefined {
  for (const [word, level] of LEVELS) {
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').test(text)) return level
  }
  return undefined
}

function findLanguages(lines: RawLine[]): CvSuggestions['languages'] {
  const found = new Map<string, LanguageLevel>()
  const known = new Set<string>(LANGUAGE_CODES)
  const section = lines.filter((line) => line.section === 'languages')
  for (let index = 0; index < section.length; index += 1) {
    const folded = fold(section[index]!.text)
    // "English (C1) · Spanish: native": each language with the level written after it.
    const pieces = folded.split(/[;•·|]|,(?![^()]*\))/)
    for (let piece = 0; piece < pieces.length; piece += 1) {
      const match = LANGUAGE_NAME_PATTERN.exec(pieces[piece]!)
      if (!match) continue
      const code =
        LANGUAGE_NAMES[match[1]!] ??
        LANGUAGE_NAMES[Object.keys(LANGUAGE_NAMES).find((name) => fold(name) === match[1])!]
      if (!code || !known.has(code) || found.has(code)) continue
      const after = pieces[piece]!.slice(match.index + match[0].length)
      const nextLine = section[index + 1] ? fold(section[index + 1]!.text) : ''
      const level = levelIn(after) ?? (LANGUAGE_NAME_PATTERN.test(nextLine) ? undefined : levelIn(nextLine))
      if (level) found.set(code, level)
    }
  }
  return [...found.entries()].map(([language, level]) => ({
    language: language as CvSuggestions['languages'][number]['language'],
    level,
  }))
}

function findClearance(text: string): CvSuggestions['clearance'] {
  const folded = fold(text)
  if (!/\b(clearance|habilitacion|credencial de seguranca|ts\/sci)\b/.test(folded)) return null
  if (/\b(top secret|ts\/sci|ultra secreto|altamente secreto)\b/.test(folded)) return { level: 2 }
  if (/\b(secret|secreto|secreta)\b/.test(folded)) return { level: 1 }
  if (/\b(confidential|confidencial)\b/.test(folded)) return { level: 0 }
  return null
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,6}(?:[\s.-]?\d{1,6}){1,5}/g

function findPhone(lines: RawLine[]): string | null {
  for (const { text } of lines.slice(0, 40)) {
    for (const match of text.matchAll(PHONE)) {
      const candidate = match[0].trim()
      const digits = candidate.replace(/\D/g, '')
      if (digits.length < 8 || digits.length > 15) continue
      // Years and periods are not phone numbers.
      if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(candidate) || findPeriod(candidate)?.length === candidate.length)
        continue
      return candidate.startsWith('+') ? `+${digits}` : digits
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------------------------

/** The CV's language by its most frequent small words (for the statements' full-text configuration). */
export function detectLanguage(text: string): 'en' | 'es' | 'pt' {
  const words = fold(text).split(/[^a-z]+/)
  const count = (list: string[]) => words.filter((word) => list.includes(word)).length
  const scores = {
    en: count(['the', 'and', 'of', 'with', 'for', 'in', 'to', 'experience', 'skills']),
    es: count(['el', 'la', 'los', 'las', 'y', 'con', 'para', 'del', 'experiencia', 'habilidades']),
    pt: count(['o', 'os', 'as', 'e', 'com', 'do', 'da', 'dos', 'em', 'experiencia', 'nao', 'atual']),
  }
  return (Object.entries(scores).sort((a, b) => b[1] - a[1])[0]![0] as 'en' | 'es' | 'pt') ?? 'en'
}

export interface ParsedCv extends Omit<CvSuggestions, 'workRoles'> {
  language: 'en' | 'es' | 'pt'
  /** Work roles the lexicon points at (tools, techniques, titles), with their weight. */
  lexiconRoles: Map<string, number>
  /** The text the NICE full-text search reads: summary, experience and skills, without contact lines. */
  searchText: string
}

/** Reads a CV's text into suggestions (no database): the part of the analysis that `npm run eval:cv` measures. */
export function parseCv(text: string): ParsedCv {
  const rawLines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const lines: RawLine[] = []
  let section: Section = 'header'
  for (const line of rawLines) {
    const heading = headingOf(line)
    if (heading) {
      section = heading
      continue
    }
    lines.push({ text: line, section })
  }

  const email = EMAIL.exec(text)?.[0].toLowerCase() ?? null
  const experiences = findExperiences(lines)
  const current = experiences.find((experience) => experience.currentlyWorksHere) ?? experiences[0]
  const headerTitle = lines
    .filter((line) => line.section === 'header')
    .slice(1, 5)
    .map((line) => line.text)
    .find((line) => TITLE_WORDS.test(fold(line)) && line.length < 80 && !EMAIL.test(line))

  const folded = fold(text)
  const lexiconRoles = new Map<string, number>()
  const add = (roles: readonly string[], weight: number) => {
    roles.forEach((role, position) => lexiconRoles.set(role, (lexiconRoles.get(role) ?? 0) + weight / (position + 1)))
  }
  for (const entry of TOOL_LEXICON) {
    const hits = entry.terms.filter((term) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(fold(term))}(?![\\p{L}\\p{N}])`, 'u').test(folded),
    ).length
    if (hits > 0) add(entry.roles, Math.min(hits, 4))
  }
  const titles = [headerTitle, ...experiences.map((experience) => experience.jobTitle)].filter(Boolean) as string[]
  titles.forEach((title, position) => {
    const foldedTitle = fold(title)
    for (const entry of TITLE_LEXICON) {
      if (
        entry.terms.some((term) => new RegExp(`(?<![\\p{L}])${escape(fold(term))}(?![\\p{L}])`, 'u').test(foldedTitle))
      ) {
        // The current title counts most; older jobs less (a career changer's new role leads).
        add(entry.roles, position <= 1 ? 6 : 3)
      }
    }
  })

  const searchText = lines
    .filter((line) => ['summary', 'experience', 'skills', 'header'].includes(line.section) && !EMAIL.test(line.text))
    .map((line) => line.text)
    .join('\n')
    .slice(0, 20_000)

  return {
    email,
    phone: findPhone(lines),
    currentJobTitle:
      (current?.currentlyWorksHere ? current.jobTitle : undefined) ?? headerTitle ?? current?.jobTitle ?? null,
    experiences,
    educations: findEducations(lines),
    certifications: findCertifications(lines),
    languages: findLanguages(lines),
    clearance: findClearance(
      lines
        .filter((line) => line.section !== 'education')
        .map((line) => line.text)
        .join('\n'),
    ),
    language: detectLanguage(text),
    lexiconRoles,
    searchText,
  }
}
