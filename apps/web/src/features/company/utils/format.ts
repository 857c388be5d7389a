import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** Joins the parts that are there: ["Bogotá", null, "Colombia"] → "Bogotá, Colombia". */
export function joinPresent(parts: readonly (string | null | undefined)[], separator = ', '): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(separator)
}

/** A web address as a person reads it: without the scheme and the trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '')
}

/** A stored phone number (E.164, "+573001234567") as people write it: "+57 300 1234567". */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
}

/** The letters shown while there is no logo: "Andes Secure" → "AS". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase()
}
