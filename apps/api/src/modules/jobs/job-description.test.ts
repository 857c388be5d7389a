import { describe, expect, it } from 'vitest'
import { translatorFor } from '../../lib/i18n'
import { findExclusionaryWording, flagsFor, improveDescription, type DescriptionDraft } from './job-description'

const draft: DescriptionDraft = {
  jobTitle: 'SOC Analyst',
  description: 'We protect hospitals across Chile.\n\n* Triage alerts\n2) Write incident reports',
  requirements: '- Two years in a SOC\n- Spanish',
  salaryMin: 40_000,
  salaryMax: 55_000,
  salaryCurrency: 'USD',
  country: 'CL',
  city: 'Santiago',
  modality: 'hybrid',
}

describe('improveDescription (built-in rules)', () => {
  it('sorts the text into sections, keeps the company words and adds NICE tasks once', () => {
    const result = improveDescription(
      draft,
      ['Triage alerts', 'Coordinate incident response functions.', 'Perform containment.'],
      translatorFor('en'),
    )
    expect(result.description).toBe(
      [
        'About the role\nWe protect hospitals across Chile.',
        'Responsibilities\n- Triage alerts\n- Write incident reports\n- Coordinate incident response functions.\n- Perform containment.',
      ].join('\n\n'),
    )
    expect(result.responsibilities).toEqual(['Coordinate incident response functions.', 'Perform containment.'])
    expect(result.source).toBe('rules')
  })

  it('writes headings in the reader language and leaves fields the job has out of the text', () => {
    const result = improveDescription(draft, [], translatorFor('pt'))
    expect(result.description).toBe(
      'Sobre a função\nWe protect hospitals across Chile.\n\nResponsabilidades\n- Triage alerts\n- Write incident reports',
    )
  })

  it('flags exclusionary words as typed, in any of the three languages, as whole words only', () => {
    expect(findExclusionaryWording('Rockstar dev, JOVEN y con buena presencia')).toEqual([
      'Rockstar',
      'JOVEN',
      'buena presencia',
    ])
    expect(findExclusionaryWording('Youngstown office; ninjas welcome')).toEqual([])
  })

  it('flags missing salary, location and modality, and a short description', () => {
    const kinds = (changes: Partial<DescriptionDraft>) =>
      flagsFor({ ...draft, ...changes }, translatorFor('en')).map((flag) => flag.kind)
    expect(kinds({ description: 'x'.repeat(300) })).toEqual([])
    expect(kinds({ salaryMin: null, salaryMax: null, description: 'x'.repeat(300) })).toEqual(['missing_salary'])
    expect(kinds({ country: null, city: null, modality: 'remote', description: 'x'.repeat(300) })).toEqual([])
    expect(kinds({ country: null, city: null, modality: null })).toEqual([
      'missing_location',
      'missing_modality',
      'too_short',
    ])
  })
})
