import { describe, expect, it } from 'vitest'
import { countryName, formatDate, formatLocation, formatRelative, formatSalary, languageName } from './format'

/** Intl puts narrow and non-breaking spaces around amounts; the tests read them as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f\u2009]/g, ' ')

describe('formatSalary', () => {
  const job = (salaryMin: number | null, salaryMax: number | null, salaryCurrency = 'USD') => ({
    salaryMin,
    salaryMax,
    salaryCurrency,
  })

  it('formats a range with its currency in the interface language', () => {
    const en = formatSalary(job(80_000, 120_000), 'en')
    expect(en?.kind).toBe('range')
    expect(plain(en?.kind === 'range' ? en.range : undefined)).toMatch(/^\$80,000 ?– ?\$120,000$/)
    const es = formatSalary(job(80_000, 120_000), 'es')
    expect(plain(es?.kind === 'range' ? es.range : undefined)).toMatch(/^80\.000 ?[-–] ?120\.000 US\$$/)
    const pt = formatSalary(job(8_000, 12_000, 'BRL'), 'pt')
    expect(plain(pt?.kind === 'range' ? pt.range : undefined)).toMatch(/^R\$ 8\.000 ?[-–] ?(R\$ )?12\.000$/)
  })

  it('shows no cents', () => {
    const text = formatSalary(job(1_000, null, 'EUR'), 'en')
    expect(text).toEqual({ kind: 'from', amount: '€1,000' })
  })

  it('reads a floor alone as "from" and a ceiling alone as "up to"', () => {
    expect(formatSalary(job(50_000, null, 'MXN'), 'es')).toEqual({
      kind: 'from',
      amount: expect.stringMatching(/50\.000/),
    })
    expect(formatSalary(job(null, 90_000), 'en')).toEqual({ kind: 'up_to', amount: '$90,000' })
  })

  it('writes one amount when the range is a single figure', () => {
    expect(formatSalary(job(70_000, 70_000), 'en')).toEqual({ kind: 'range', range: '$70,000' })
  })

  it('answers undefined when no salary is stated', () => {
    expect(formatSalary(job(null, null), 'en')).toBeUndefined()
  })

  it('keeps a currency the runtime does not know after the amount', () => {
    expect(formatSalary(job(10, null, 'XYZ1'), 'en')).toEqual({ kind: 'from', amount: '10 XYZ1' })
  })
})

describe('formatRelative', () => {
  const now = new Date('2026-03-10T12:00:00Z')

  it('says how long ago, in the largest whole unit', () => {
    expect(formatRelative('2026-03-07T12:00:00Z', 'en', now)).toBe('3 days ago')
    expect(formatRelative('2026-02-24T12:00:00Z', 'en', now)).toBe('2 weeks ago')
    expect(formatRelative('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago')
    expect(formatRelative('2025-01-10T12:00:00Z', 'en', now)).toBe('last year')
  })

  it('speaks the interface language', () => {
    expect(formatRelative('2026-03-09T12:00:00Z', 'es', now)).toBe('ayer')
    expect(formatRelative('2026-03-07T12:00:00Z', 'pt', now)).toBe('há 3 dias')
  })

  it('reads under a minute as now, and gives back what is not a date', () => {
    expect(formatRelative('2026-03-10T11:59:30Z', 'en', now)).toBe('now')
    expect(formatRelative('soon', 'en', now)).toBe('soon')
  })
})

describe('formatDate', () => {
  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDate('2026-03-04', 'en')).toBe('March 4, 2026')
    expect(formatDate('2026-03-04', 'es')).toBe('4 de marzo de 2026')
  })

  it('gives back text that is not a date', () => {
    expect(formatDate('whenever', 'en')).toBe('whenever')
  })
})

describe('names and places', () => {
  it('names countries and languages in the interface language', () => {
    expect(countryName('MX', 'es')).toBe('México')
    expect(countryName('BR', 'en')).toBe('Brazil')
    expect(languageName('es', 'pt')).toBe('Espanhol')
  })

  it('joins the parts of a location that are there', () => {
    expect(formatLocation('Bogotá', 'CO', 'en')).toBe('Bogotá, Colombia')
    expect(formatLocation(null, 'CO', 'es')).toBe('Colombia')
    expect(formatLocation('  ', null, 'en')).toBeUndefined()
  })
})
