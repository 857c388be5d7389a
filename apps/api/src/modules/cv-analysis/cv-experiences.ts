import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { findPeriod } from './cv-dates'
import { cleanPart, fold, isBullet, type RawLine } from './cv-lines'

// Experiences: each period in the experience section, with the job title and company written on, above or below it.

/** Words of job titles in en/es/pt (also how the CV's header line with the talent's title is told apart). */
export const TITLE_WORDS =
  /\b(analyst|engineer|developer|manager|director|head|lead|officer|administrator|admin|architect|consultant|specialist|technician|intern|internship|trainee|tester|auditor|coordinator|assistant|associate|investigator|instructor|teacher|professor|researcher|scientist|owner|founder|ciso|cto|cio|analista|ingeniero|ingeniera|engenheiro|engenheira|desarrollador|desarrolladora|desenvolvedor|desenvolvedora|gerente|jefe|jefa|coordinador|coordinadora|coordenador|coordenadora|consultor|consultora|especialista|tecnico|tecnica|pasante|practicante|becario|becaria|estagiario|estagiaria|auditora|arquitecto|arquiteto|administrador|administradora|supervisor|supervisora|docente|profesor|profesora|professora|investigador|investigadora|pesquisador|pesquisadora|asistente|assistente|diretor|diretora|encargado|encargada|lider|responsable|programador|programadora|perito|operador|operadora|agente|oficial|sargento|teniente|tenente|soldado|cabo|auxiliar|enfermero|enfermera|enfermeiro|contador|contadora|vendedor|vendedora|cajero|cajera|chef|cocinero|professor)\b/i
const COMPANY_WORDS =
  /\b(inc|ltd|llc|ltda|s\.?a\.?|s\.?a\.?s|s\.?r\.?l|s\.?l|gmbh|corp|corporation|company|co|group|grupo|bank|banco|university|universidad|universidade|labs?|technologies|technology|tecnologia|tecnologias|solutions|soluciones|solucoes|consulting|consultoria|services|servicios|servicos|systems|sistemas|security|seguridad|seguranca|ministry|ministerio|policia|hospital|government|gobierno|governo|agency|agencia|institute|instituto|telecom|energy|energia|bancorp|holdings|partners|foundation|fundacion|fundacao|army|ejercito|exercito|navy|armada|marinha|force|fuerza|forca)\b/i

const SPLITTERS = [/\s+[|•·]\s+/, /\s+[—–]\s+/, /\s+-\s+/, /\s+(?:at|@|en|na|no|em|para|for)\s+/i, /\s*,\s+/]

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

const LOCATION_ONLY = /^(remote|remoto|hibrido|hybrid|on-?site|presencial)$/i

/** The experience section's jobs, in the order written. */
export function findExperiences(lines: RawLine[]): CvSuggestions['experiences'] {
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
