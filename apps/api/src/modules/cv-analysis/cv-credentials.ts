import { AMBIGUOUS_ALIASES, KNOWN_CERTIFICATIONS } from '@sentinela/shared/cv/certifications'
import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { findPeriod } from './cv-dates'
import { escape, fold, type RawLine } from './cv-lines'

// Credentials: the known certifications a CV names, with the year each was issued, and a security clearance's level.

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

/** The known certifications named anywhere but the header and education, each once (with a date when one says).
 */
export function findCertifications(lines: RawLine[]): CvSuggestions['certifications'] {
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

/** The highest clearance level the text names, if it speaks of a clearance at all. */
export function findClearance(text: string): CvSuggestions['clearance'] {
  const folded = fold(text)
  if (!/\b(clearance|habilitacion|credencial de seguranca|ts\/sci)\b/.test(folded)) return null
  if (/\b(top secret|ts\/sci|ultra secreto|altamente secreto)\b/.test(folded)) return { level: 2 }
  if (/\b(secret|secreto|secreta)\b/.test(folded)) return { level: 1 }
  if (/\b(confidential|confidencial)\b/.test(folded)) return { level: 0 }
  return null
}
