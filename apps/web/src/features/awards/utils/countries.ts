import { AWARD_COUNTRIES, AWARD_COUNTRY_PATHS, type AwardCountry } from '@sentinela/shared/schemas/awards'

/** The country of an awards page address; the router matches any letter case and a trailing slash, so this does too. */
export function countryOfPath(pathname: string): AwardCountry | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase()
  return AWARD_COUNTRIES.find((country) => AWARD_COUNTRY_PATHS[country].toLowerCase() === path)
}

/** A nominee's own page. */
export const nomineePath = (id: number) => `/awards/nominees/${id}`
