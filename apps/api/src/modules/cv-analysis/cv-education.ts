import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { findPeriod, RANGE } from './cv-dates'
import { cleanPart, fold, isBullet, type RawLine } from './cv-lines'

// Education: each degree in the education section, with the school on its line or the next, and when it ended.

const DEGREE_WORDS =
  /\b(bachelor|b\.?sc|b\.?s\.?|b\.?a\.?|master|m\.?sc|mba|phd|ph\.d|doctorate|associate degree|diploma|degree|licenciatura|licenciado|licenciada|ingenieria|ingeniero|tecnicatura|tecnico|tecnologo|tecnologa|maestria|magister|master|doctorado|bacharelado|bacharel|graduacao|mestrado|doutorado|pos-graduacao|posgrado|especializacion|especializacao|high school|bachillerato|ensino medio|secundaria)\b/i
const SCHOOL_WORDS =
  /\b(university|universidad|universidade|college|institute|instituto|school|escuela|escola|faculdade|facultad|academy|academia|polytechnic|politecnico|politecnica|fatec|senai|ifsp|usp|unam|uba|itba|utn|mit)\b/i

/** The education section's degrees whose school is named. */
export function findEducations(lines: RawLine[]): CvSuggestions['educations'] {
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
