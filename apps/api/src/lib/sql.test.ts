import { describe, expect, it } from 'vitest'
import { escapeLike, toPrefixTsQuery } from './sql'

describe('toPrefixTsQuery', () => {
  it('makes each word a prefix term', () => {
    expect(toPrefixTsQuery('encrypt algo')).toBe('encrypt:* & algo:*')
  })
  it('drops tsquery syntax and punctuation', () => {
    expect(toPrefixTsQuery("risk' | !(mgmt) & <-> x:*")).toBe('risk:* & mgmt:* & x:*')
  })
  it('keeps accented letters', () => {
    expect(toPrefixTsQuery('análisis')).toBe('análisis:*')
  })
  it('returns undefined for nothing searchable', () => {
    expect(toPrefixTsQuery(' -- ')).toBeUndefined()
  })
})

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
    expect(escapeLike('Bogotá')).toBe('Bogotá')
  })
})
