import { describe, expect, it } from 'vitest'
import { isStoredItem, placedIndex, putItem, removeItem } from './list-items'

const stored = [
  { id: 4, name: 'CISSP' },
  { id: 9, name: 'OSCP' },
]

describe('list items (§4: id above 0 is existing, otherwise new)', () => {
  it('tells stored items from new ones', () => {
    expect(isStoredItem({ id: 3 })).toBe(true)
    expect(isStoredItem({ id: 0 })).toBe(false)
    expect(isStoredItem({ id: -2 })).toBe(false)
    expect(isStoredItem({})).toBe(false)
  })

  it('replaces a stored item in place', () => {
    expect(putItem(stored, { id: 9, name: 'OSCP+' })).toEqual([
      { id: 4, name: 'CISSP' },
      { id: 9, name: 'OSCP+' },
    ])
    expect(placedIndex(stored, { id: 9, name: 'OSCP+' })).toBe(1)
  })

  it('adds a new item at the end with id 0', () => {
    expect(putItem(stored, { id: -1, name: 'CEH' })).toEqual([...stored, { id: 0, name: 'CEH' }])
    expect(placedIndex(stored, { id: 0, name: 'CEH' })).toBe(2)
  })

  it('keeps an edit whose item was removed elsewhere, as a new item', () => {
    expect(putItem(stored, { id: 77, name: 'Gone' })).toEqual([...stored, { id: 0, name: 'Gone' }])
    expect(placedIndex(stored, { id: 77, name: 'Gone' })).toBe(2)
  })

  it('removes by id and ignores ids that are not there', () => {
    expect(removeItem(stored, 4)).toEqual([{ id: 9, name: 'OSCP' }])
    expect(removeItem(stored, 5)).toEqual(stored)
  })

  it('never changes the list it was given', () => {
    const copy = structuredClone(stored)
    putItem(stored, { id: 4, name: 'changed' })
    removeItem(stored, 4)
    expect(stored).toEqual(copy)
  })
})
