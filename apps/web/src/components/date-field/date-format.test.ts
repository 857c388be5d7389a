import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from '@sentinela/shared/i18n/languages'
import { resources } from '@sentinela/shared/i18n/resources'
import { dateFormatOf, dayjsLocaleOf, parseTypedDate } from './date-format'

describe('date fields in the reader’s format (#12 finding 16)', () => {
  it('writes dates day first in Spanish and Portuguese, month first in English', () => {
    expect(dateFormatOf('es')).toBe('DD/MM/YYYY')
    expect(dateFormatOf('pt')).toBe('DD/MM/YYYY')
    expect(dateFormatOf('en')).toBe('MM/DD/YYYY')
    expect(dayjsLocaleOf('pt-BR')).toBe('pt-br')
    expect(dayjsLocaleOf('fr')).toBe('en')
  })

  it('reads what is typed as the reader means it and keeps it as YYYY-MM-DD', () => {
    expect(parseTypedDate('01/03/2021', 'es')).toBe('2021-03-01')
    expect(parseTypedDate('1/3/2021', 'pt')).toBe('2021-03-01')
    expect(parseTypedDate('01/03/2021', 'en')).toBe('2021-01-03')
    expect(parseTypedDate(' 2021-03-01 ', 'es')).toBe('2021-03-01')
  })

  it('takes no half-typed or impossible date', () => {
    for (const text of ['01/03/202', '01/03', '31/02/2021', '13/13/2021', '2021-02-30', 'mañana', '']) {
      expect(parseTypedDate(text, 'es'), text).toBeNull()
    }
    expect(parseTypedDate('13/01/2021', 'en')).toBeNull()
  })

  it('hints each language’s order in the placeholder', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const placeholder = resources[language].components.date_field.placeholder
      const order = (text: string, letters: string[]) =>
        text
          .toLowerCase()
          .split('/')
          .map((part) => letters.findIndex((letter) => part.startsWith(letter)))
      expect(order(placeholder, ['d', 'm', 'y', 'a']).map((index) => Math.min(index, 2))).toEqual(
        order(dateFormatOf(language), ['d', 'm', 'y']),
      )
    }
  })
})
