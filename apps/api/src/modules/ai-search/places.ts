import { allCountries } from 'country-region-data'
import { SUPPORTED_LANGUAGES } from '@sentinela/shared/i18n/languages'

/*
 * Places a query may name (issue #18): every country by its name in English, Spanish and Portuguese (the runtime's
 * CLDR names, as the master data shows them, and the ISO list's) with the short forms people type, and the major
 * cities where the trade hires, with their country. A city named in several countries (Córdoba, Valencia, San José)
 * sets the city alone.
 */

/** ISO 3166-1 alpha-2 codes the master data knows. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(allCountries.map(([, code]) => code))

/** Names that are also ordinary words or people's names in a query ("Jordan Blake", "reunión"): not read as places. */
const NOT_PLACES = new Set(['jordan', 'georgia', 'chad', 'jersey', 'reunion', 'reuniao', 'man', 'guernsey'])

/** What people type besides the official names. Capitals match only in capitals ("US", not "us"). */
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  US: ['US', 'USA', 'U S', 'U S A', 'united states of america', 'eeuu', 'ee uu', 'eua', 'estados unidos de america'],
  GB: ['UK', 'united kingdom', 'great britain', 'britain', 'england', 'inglaterra', 'reino unido'],
  NL: ['holland', 'holanda'],
  KR: ['south korea', 'corea del sur', 'coreia do sul'],
  AE: ['UAE', 'emiratos', 'emirados'],
}

/** Each country's names, before folding. */
export function countryNames(): { code: string; names: string[] }[] {
  const displays = SUPPORTED_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'region' }))
  return allCountries.map(([isoName, code]) => {
    const names = new Set<string>([isoName, ...(COUNTRY_ALIASES[code] ?? [])])
    for (const display of displays) {
      const name = display.of(code)
      if (name && name !== code) names.add(name)
    }
    // "Congo (DRC)", "Korea, Republic of": the part before the brackets or comma is what people type.
    for (const name of [...names]) {
      const short = name.split(/[(,]/)[0]!.trim()
      if (short && short !== name) names.add(short)
    }
    return { code, names: [...names].filter((name) => !NOT_PLACES.has(name.toLowerCase())) }
  })
}

export interface City {
  /** The name as jobs and profiles write it (a job search's city filter starts with it). */
  name: string
  /** Undefined when the name is a major city of several countries. */
  country?: string
  /** Other ways to write it. */
  aliases?: readonly string[]
}

export const CITIES: readonly City[] = [
  // Colombia
  { name: 'Bogotá', country: 'CO', aliases: ['bogota dc', 'santafe de bogota'] },
  { name: 'Medellín', country: 'CO' },
  { name: 'Cali', country: 'CO' },
  { name: 'Barranquilla', country: 'CO' },
  { name: 'Cartagena' },
  { name: 'Bucaramanga', country: 'CO' },
  { name: 'Pereira', country: 'CO' },
  { name: 'Manizales', country: 'CO' },
  // Mexico
  { name: 'Ciudad de México', country: 'MX', aliases: ['cdmx', 'mexico city', 'mexico df', 'ciudad de mexico df'] },
  { name: 'Guadalajara', country: 'MX' },
  { name: 'Monterrey', country: 'MX' },
  { name: 'Puebla', country: 'MX' },
  { name: 'Querétaro', country: 'MX' },
  { name: 'Tijuana', country: 'MX' },
  { name: 'Mérida' },
  { name: 'Cancún', country: 'MX' },
  { name: 'Toluca', country: 'MX' },
  { name: 'León' },
  // Argentina
  { name: 'Buenos Aires', country: 'AR', aliases: ['caba'] },
  { name: 'Córdoba' },
  { name: 'Rosario', country: 'AR' },
  { name: 'Mendoza', country: 'AR' },
  { name: 'La Plata', country: 'AR' },
  { name: 'Mar del Plata', country: 'AR' },
  { name: 'Tucumán', country: 'AR', aliases: ['san miguel de tucuman'] },
  { name: 'Salta', country: 'AR' },
  { name: 'Neuquén', country: 'AR' },
  // Chile
  { name: 'Santiago', country: 'CL', aliases: ['santiago de chile'] },
  { name: 'Valparaíso', country: 'CL' },
  { name: 'Viña del Mar', country: 'CL' },
  { name: 'Concepción' },
  { name: 'Antofagasta', country: 'CL' },
  { name: 'Temuco', country: 'CL' },
  { name: 'Puerto Montt', country: 'CL' },
  { name: 'La Serena', country: 'CL' },
  // Peru, Ecuador, Bolivia, Uruguay, Paraguay, Venezuela
  { name: 'Lima', country: 'PE' },
  { name: 'Arequipa', country: 'PE' },
  { name: 'Cusco', country: 'PE', aliases: ['cuzco'] },
  { name: 'Trujillo' },
  { name: 'Piura', country: 'PE' },
  { name: 'Quito', country: 'EC' },
  { name: 'Guayaquil', country: 'EC' },
  { name: 'Cuenca' },
  { name: 'La Paz' },
  { name: 'Santa Cruz de la Sierra', country: 'BO' },
  { name: 'Cochabamba', country: 'BO' },
  { name: 'Montevideo', country: 'UY' },
  { name: 'Punta del Este', country: 'UY' },
  { name: 'Asunción', country: 'PY' },
  { name: 'Caracas', country: 'VE' },
  { name: 'Maracaibo', country: 'VE' },
  { name: 'Valencia' },
  // Central America and the Caribbean
  { name: 'San José' },
  { name: 'Ciudad de Panamá', country: 'PA', aliases: ['panama city'] },
  { name: 'Ciudad de Guatemala', country: 'GT', aliases: ['guatemala city'] },
  { name: 'San Salvador', country: 'SV' },
  { name: 'Tegucigalpa', country: 'HN' },
  { name: 'San Pedro Sula', country: 'HN' },
  { name: 'Managua', country: 'NI' },
  { name: 'Santo Domingo', country: 'DO' },
  { name: 'San Juan', country: 'PR' },
  { name: 'La Habana', country: 'CU', aliases: ['havana', 'habana'] },
  // Brazil
  { name: 'São Paulo', country: 'BR', aliases: ['sampa'] },
  { name: 'Rio de Janeiro', country: 'BR' },
  { name: 'Brasília', country: 'BR' },
  { name: 'Belo Horizonte', country: 'BR' },
  { name: 'Curitiba', country: 'BR' },
  { name: 'Porto Alegre', country: 'BR' },
  { name: 'Recife', country: 'BR' },
  { name: 'Salvador', country: 'BR' },
  { name: 'Fortaleza', country: 'BR' },
  { name: 'Florianópolis', country: 'BR', aliases: ['floripa'] },
  { name: 'Campinas', country: 'BR' },
  { name: 'Goiânia', country: 'BR' },
  { name: 'Manaus', country: 'BR' },
  { name: 'Belém', country: 'BR' },
  { name: 'Vitória', country: 'BR' },
  { name: 'Natal', country: 'BR' },
  { name: 'João Pessoa', country: 'BR' },
  { name: 'São José dos Campos', country: 'BR' },
  { name: 'Niterói', country: 'BR' },
  // Portugal and Spain
  { name: 'Lisboa', country: 'PT', aliases: ['lisbon'] },
  { name: 'Porto', country: 'PT', aliases: ['oporto'] },
  { name: 'Braga', country: 'PT' },
  { name: 'Coimbra', country: 'PT' },
  { name: 'Madrid', country: 'ES' },
  { name: 'Barcelona', country: 'ES' },
  { name: 'Sevilla', country: 'ES', aliases: ['seville'] },
  { name: 'Bilbao', country: 'ES' },
  { name: 'Málaga', country: 'ES' },
  { name: 'Zaragoza', country: 'ES' },
  { name: 'Alicante', country: 'ES' },
  { name: 'Murcia', country: 'ES' },
  { name: 'Valladolid', country: 'ES' },
  { name: 'Vigo', country: 'ES' },
  { name: 'Granada', country: 'ES' },
  { name: 'A Coruña', country: 'ES', aliases: ['la coruna', 'coruna'] },
  { name: 'San Sebastián', country: 'ES', aliases: ['donostia'] },
  { name: 'Pamplona', country: 'ES' },
  { name: 'Palma', country: 'ES', aliases: ['palma de mallorca'] },
  // United States and Canada
  { name: 'New York', country: 'US', aliases: ['nyc', 'nueva york', 'nova york', 'nova iorque'] },
  { name: 'San Francisco', country: 'US' },
  { name: 'Los Angeles', country: 'US' },
  { name: 'Seattle', country: 'US' },
  { name: 'Austin', country: 'US' },
  { name: 'Boston', country: 'US' },
  { name: 'Chicago', country: 'US' },
  { name: 'Washington', country: 'US', aliases: ['washington dc', 'washington d c'] },
  { name: 'Arlington', country: 'US' },
  { name: 'Reston', country: 'US' },
  { name: 'McLean', country: 'US' },
  { name: 'Baltimore', country: 'US' },
  { name: 'Columbia', country: 'US' },
  { name: 'Houston', country: 'US' },
  { name: 'Dallas', country: 'US' },
  { name: 'San Antonio', country: 'US' },
  { name: 'Denver', country: 'US' },
  { name: 'Colorado Springs', country: 'US' },
  { name: 'Atlanta', country: 'US' },
  { name: 'Miami', country: 'US' },
  { name: 'Tampa', country: 'US' },
  { name: 'Orlando', country: 'US' },
  { name: 'Raleigh', country: 'US' },
  { name: 'Charlotte', country: 'US' },
  { name: 'San Diego', country: 'US' },
  { name: 'Phoenix', country: 'US' },
  { name: 'Las Vegas', country: 'US' },
  { name: 'Salt Lake City', country: 'US' },
  { name: 'Philadelphia', country: 'US' },
  { name: 'Detroit', country: 'US' },
  { name: 'Minneapolis', country: 'US' },
  { name: 'Huntsville', country: 'US' },
  { name: 'Toronto', country: 'CA' },
  { name: 'Montreal', country: 'CA' },
  { name: 'Vancouver', country: 'CA' },
  { name: 'Ottawa', country: 'CA' },
  { name: 'Calgary', country: 'CA' },
  // Elsewhere
  { name: 'London', country: 'GB', aliases: ['londres'] },
  { name: 'Manchester', country: 'GB' },
  { name: 'Dublin', country: 'IE' },
  { name: 'Paris', country: 'FR' },
  { name: 'Berlin', country: 'DE', aliases: ['berlim'] },
  { name: 'Munich', country: 'DE', aliases: ['munchen', 'munique'] },
  { name: 'Amsterdam', country: 'NL', aliases: ['amsterda'] },
  { name: 'Tel Aviv', country: 'IL' },
  { name: 'Dubai', country: 'AE' },
  { name: 'Bangalore', country: 'IN', aliases: ['bengaluru'] },
  { name: 'Sydney', country: 'AU' },
  { name: 'Melbourne', country: 'AU' },
  { name: 'Tokyo', country: 'JP', aliases: ['tokio', 'toquio'] },
]
