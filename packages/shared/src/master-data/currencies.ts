import type { SALARY_CURRENCIES } from '../schemas/jobs'

export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number]

/** The currency a job's salary is proposed in when the company is in this country (ISO 3166-1 alpha-2). */
export const COUNTRY_CURRENCY: Readonly<Record<string, SalaryCurrency>> = {
  AR: 'ARS',
  BR: 'BRL',
  CL: 'CLP',
  CO: 'COP',
  MX: 'MXN',
  PE: 'PEN',
  UY: 'UYU',
  US: 'USD',
  // The euro area.
  AT: 'EUR',
  BE: 'EUR',
  CY: 'EUR',
  DE: 'EUR',
  EE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GR: 'EUR',
  HR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  LV: 'EUR',
  MT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  SI: 'EUR',
  SK: 'EUR',
  // Countries that pay in US dollars.
  EC: 'USD',
  SV: 'USD',
  PA: 'USD',
  PR: 'USD',
}

/** A new job's salary currency: the company country's own, or USD where it has none of the offered currencies. */
export function currencyOfCountry(country: string | null | undefined): SalaryCurrency {
  return (country && COUNTRY_CURRENCY[country.toUpperCase()]) || 'USD'
}
