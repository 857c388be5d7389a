import { describe, expect, it } from 'vitest'
import { checkJobFields, checkJobStep, checkWholeJob, resolveStepTarget, stepOfPath } from './job-steps'
import { emptyJobValues, type JobFormValues } from './job-values'

const TODAY = new Date('2026-03-01T10:00:00Z')

/** A job whose five steps are all complete. */
function completeJob(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...emptyJobValues(TODAY),
    jobTitle: 'SOC Analyst',
    description: 'Monitor alerts and triage incidents.',
    employmentType: '0',
    modality: 'remote',
    roles: [{ workRoleCode: 'PD-WRL-003', minimumPercentage: 60 }],
    ...overrides,
  }
}

const codes = (issues: { path: string; code: string }[]) => issues.map((issue) => `${issue.path}:${issue.code}`)

describe('checkJobStep', () => {
  it('asks for the required basic fields of a new job, and only those of step 1', () => {
    expect(codes(checkJobStep(emptyJobValues(TODAY), 1))).toEqual([
      'jobTitle:required',
      'description:required',
      'employmentType:required',
      'modality:required',
    ])
  })

  it('refuses a salary maximum that is not above the minimum with the §5 message', () => {
    const values = completeJob({ salaryMin: 80_000, salaryMax: 80_000 })
    expect(codes(checkJobStep(values, 1))).toEqual(['salaryMax:salary_max_not_greater'])
    expect(checkJobStep(completeJob({ salaryMin: 60_000, salaryMax: 80_000 }), 1)).toEqual([])
  })

  it('says "required" for an empty expiration date rather than "invalid date"', () => {
    expect(codes(checkJobStep(completeJob({ expirationDate: '' }), 1))).toEqual(['expirationDate:required'])
  })

  it('needs a unit for a duration', () => {
    expect(codes(checkJobStep(completeJob({ duration: 6 }), 1))).toEqual(['durationUnit:required'])
    expect(checkJobStep(completeJob({ duration: 6, durationUnit: 'months' }), 1)).toEqual([])
  })

  it('checks each role minimum and refuses the same role twice on step 2', () => {
    const values = completeJob({
      roles: [
        { workRoleCode: 'PD-WRL-003', minimumPercentage: 140 },
        { workRoleCode: 'PD-WRL-003', minimumPercentage: '' },
      ],
    })
    expect(codes(checkJobStep(values, 2))).toEqual([
      'roles.0.minimumPercentage:too_big',
      'roles.1.minimumPercentage:required',
      'roles.1.workRoleCode:duplicate',
    ])
  })

  it('has nothing to check on the tasks step', () => {
    expect(checkJobStep(emptyJobValues(TODAY), 3)).toEqual([])
  })

  it('asks for a certification name and a language with its level', () => {
    const values = completeJob({
      certifications: [{ id: 0, name: ' ', key: 'a' }],
      languages: [
        { id: 0, language: 'es', level: '', key: 'b' },
        { id: 0, language: 'es', level: 'native_or_bilingual', key: 'c' },
      ],
    })
    expect(codes(checkJobStep(values, 4))).toEqual(['certifications.0.name:required'])
    expect(codes(checkJobStep(values, 5))).toEqual(['languages.0.level:required', 'languages.1.language:duplicate'])
  })
})

describe('checkJobFields', () => {
  it('keeps a number the schema refuses with its own message instead of the salary rule', () => {
    expect(codes(checkJobFields(completeJob({ salaryMin: 5, salaryMax: 1.5 }), ['salaryMax']))).toEqual([
      'salaryMax:not_integer',
    ])
  })
})

describe('resolveStepTarget', () => {
  it('always goes back', () => {
    expect(resolveStepTarget(emptyJobValues(TODAY), 3, 1)).toEqual({ step: 1, issues: [] })
  })

  it('stops at the first step on the way that is not complete', () => {
    const target = resolveStepTarget(
      completeJob({ roles: [{ workRoleCode: 'PD-WRL-003', minimumPercentage: '' }] }),
      1,
      5,
    )
    expect(target.step).toBe(2)
    expect(codes(target.issues)).toEqual(['roles.0.minimumPercentage:required'])
  })

  it('reaches the target when every step on the way is complete', () => {
    expect(resolveStepTarget(completeJob(), 1, 4)).toEqual({ step: 4, issues: [] })
  })
})

describe('checkWholeJob', () => {
  it('finds nothing wrong with a complete job', () => {
    expect(checkWholeJob(completeJob()).issues).toEqual([])
  })

  it('points at the languages step when a language has no level', () => {
    const target = checkWholeJob(completeJob({ languages: [{ id: 0, language: 'pt', level: '', key: 'x' }] }))
    expect(target.step).toBe(5)
  })
})

describe('stepOfPath', () => {
  it('finds the step that shows a field the API refused', () => {
    expect(stepOfPath('salaryMax')).toBe(1)
    expect(stepOfPath('roles.2.minimumPercentage')).toBe(2)
    expect(stepOfPath('certifications.0.name')).toBe(4)
    expect(stepOfPath('languages.1.level')).toBe(5)
    expect(stepOfPath('id')).toBeUndefined()
  })
})
