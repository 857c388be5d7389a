import { findPeriod } from './cv-dates'
import type { RawLine } from './cv-lines'

// Contact: the e-mail address and phone number, where a CV writes them.

export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,6}(?:[\s.-]?\d{1,6}){1,5}/g

/** The first phone number near the top, digits only (with its + when international). */
export function findPhone(lines: RawLine[]): string | null {
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
