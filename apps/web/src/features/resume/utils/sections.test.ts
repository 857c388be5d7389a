import { describe, expect, it } from 'vitest'
import { moveSection, sectionRows, toggleSection } from './sections'

describe('résumé sections', () => {
  it('lists the chosen sections first, in order, then the others', () => {
    expect(sectionRows(['skills', 'summary'], ['summary', 'experience', 'skills'])).toEqual([
      { code: 'skills', isOn: true },
      { code: 'summary', isOn: true },
      { code: 'experience', isOn: false },
    ])
  })

  it('moves a section up or down, staying put at the ends', () => {
    expect(moveSection(['summary', 'experience', 'skills'], 'skills', -1)).toEqual(['summary', 'skills', 'experience'])
    expect(moveSection(['summary', 'experience'], 'summary', -1)).toEqual(['summary', 'experience'])
    expect(moveSection(['summary', 'experience'], 'experience', 1)).toEqual(['summary', 'experience'])
  })

  it('turns a section on at the end, or off', () => {
    expect(toggleSection(['summary'], 'skills')).toEqual(['summary', 'skills'])
    expect(toggleSection(['summary', 'skills'], 'summary')).toEqual(['skills'])
  })
})
