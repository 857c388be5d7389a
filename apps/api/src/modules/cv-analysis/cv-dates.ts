import { fold } from './cv-lines'

// The dates CVs write, in en/es/pt: months by name or number, years, and periods up to "present".

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
export const RANGE = new RegExp(
  `(?:(?:since|desde|from|de)\\s+)?(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT_ALT}))?`,
  'i',
)
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

/** The first period written in the line, if any. */
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
