import { describe, expect, it } from 'vitest'
import { clampStep, getStepState, moveStep, STEPPER_START, STEPPER_TRANSITION_MS } from './stepper'

describe('getStepState', () => {
  it('marks the steps before the current one completed and those after it pending (§2)', () => {
    expect([1, 2, 3, 4].map((step) => getStepState(step, 3))).toEqual(['completed', 'completed', 'current', 'pending'])
  })

  it('has no completed step on step 1, where every stepper starts (§9)', () => {
    expect(STEPPER_START).toBe(1)
    expect([1, 2, 3].map((step) => getStepState(step, STEPPER_START))).toEqual(['current', 'pending', 'pending'])
  })
})

describe('moveStep', () => {
  it('goes next and previous one step at a time', () => {
    expect(moveStep(1, 'next', 3)).toBe(2)
    expect(moveStep(2, 'previous', 3)).toBe(1)
  })

  it('holds at the ends instead of wrapping round', () => {
    expect(moveStep(3, 'next', 3)).toBe(3)
    expect(moveStep(1, 'previous', 3)).toBe(1)
  })

  it('goes straight to a step, kept inside the steps there are', () => {
    expect(moveStep(1, { to: 3 }, 3)).toBe(3)
    expect(moveStep(2, { to: 9 }, 3)).toBe(3)
    expect(moveStep(2, { to: 0 }, 3)).toBe(1)
    expect(moveStep(2, { to: 2.7 }, 3)).toBe(2)
  })
})

describe('clampStep', () => {
  it('answers step 1 when there are no steps at all', () => {
    expect(clampStep(4, 0)).toBe(1)
  })
})

it('animates the change of step for 0.3 s (§9)', () => {
  expect(STEPPER_TRANSITION_MS).toBe(300)
})
