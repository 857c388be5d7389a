import { describe, expect, it } from 'vitest'
import { searchFilter, toSelectData } from './select-options'

const countries = toSelectData([
  { code: 'BR', label: 'Brasil', keywords: 'Brazil · Brasil' },
  { code: 'MX', label: 'México', keywords: 'Mexico · México' },
  { code: 'PE', label: 'Perú', keywords: 'Peru · Perú' },
  { code: 'PT', label: 'Portugal', keywords: 'Portugal' },
])
const nationalities = toSelectData([
  { code: 'BR', label: 'Brasileña', keywords: 'Brazilian · brasileño · brasileña · brasileiro · brasileira · Brasil' },
  { code: 'PE', label: 'Peruana', keywords: 'Peruvian · peruano · peruana · Peru · Perú' },
])
const languages = toSelectData([
  { code: 'en', label: 'Inglés', keywords: 'English · Inglés · Inglês' },
  { code: 'pt', label: 'Portugués', keywords: 'Portuguese · Portugués · Português' },
])

const found = (options: ReturnType<typeof toSelectData>, search: string) =>
  searchFilter({ options, search, limit: Infinity }).map((option) => ('value' in option ? option.value : option))

describe('searchFilter', () => {
  it('finds what was typed without accents, in any letter case', () => {
    expect(found(countries, 'Peru')).toEqual(['PE'])
    expect(found(countries, 'MEXICO')).toEqual(['MX'])
    expect(found(countries, 'méxico')).toEqual(['MX'])
    expect(found(languages, 'Ingles')).toEqual(['en'])
    expect(found(languages, 'portugues')).toEqual(['pt'])
  })

  it('finds an option by its other names: a country in another language, a nationality by any demonym', () => {
    expect(found(countries, 'Brazil')).toEqual(['BR'])
    expect(found(languages, 'english')).toEqual(['en'])
    for (const demonym of ['peruana', 'Peruano', 'peruvian', 'Perú'])
      expect(found(nationalities, demonym)).toEqual(['PE'])
    expect(found(nationalities, 'brasileira')).toEqual(['BR'])
  })

  it('keeps the order, honours the limit and groups, and an empty search shows everything', () => {
    expect(found(countries, 'p')).toEqual(['PE', 'PT'])
    expect(searchFilter({ options: countries, search: 'p', limit: 1 })).toHaveLength(1)
    expect(found(countries, '  ')).toEqual(['BR', 'MX', 'PE', 'PT'])
    expect(found(countries, 'zz')).toEqual([])
    const grouped = searchFilter({
      options: [{ group: 'Protect and Defend', items: [{ value: 'PD-WRL-003', label: 'Respuesta a incidentes' }] }],
      search: 'respuesta a INCIDENTES',
      limit: Infinity,
    })
    expect(grouped).toEqual([
      { group: 'Protect and Defend', items: [{ value: 'PD-WRL-003', label: 'Respuesta a incidentes' }] },
    ])
  })
})
