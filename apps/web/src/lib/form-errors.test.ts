import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { applyApiError, placeFieldIssues } from './form-errors'

const issue = (path: string, message: string) => ({ path, code: 'invalid', message })

describe('placeFieldIssues', () => {
  it('puts each issue on the field its path maps to, and has nothing left to say when all found one', () => {
    const placed: Record<string, string> = {}
    const error = new ApiError(400, 'validation_failed', 'Check the fields.', [
      issue('clearance.level', 'Choose a level.'),
      issue('city', 'Too long.'),
    ])
    const fieldFor = (path: string) => (path === 'clearance.level' ? 'clearanceLevel' : path)
    const answer = placeFieldIssues(error, (field, message) => (placed[field] = message), fieldFor)
    expect(placed).toEqual({ clearanceLevel: 'Choose a level.', city: 'Too long.' })
    expect(answer).toEqual({ placed: 2, rest: undefined })
  })

  it('answers the message when an issue found no field, or when there were no field issues', () => {
    const onlyKnown = (path: string) => (path === 'city' ? path : undefined)
    const some = new ApiError(400, 'validation_failed', 'Check the fields.', [issue('city', 'x'), issue('lists', 'y')])
    expect(placeFieldIssues(some, () => undefined, onlyKnown)).toEqual({ placed: 1, rest: 'Check the fields.' })
    const none = new ApiError(500, 'internal_error', 'Something went wrong.')
    expect(placeFieldIssues(none, () => undefined, onlyKnown)).toEqual({ placed: 0, rest: 'Something went wrong.' })
  })
})

describe('applyApiError', () => {
  it('places issues on the known fields only', () => {
    const placed: string[] = []
    const error = new ApiError(400, 'validation_failed', 'Check the fields.', [issue('email', 'Taken.')])
    expect(applyApiError(error, (path) => placed.push(path), ['email'])).toBeUndefined()
    expect(applyApiError(error, (path) => placed.push(path), ['name'])).toBe('Check the fields.')
    expect(placed).toEqual(['email'])
  })

  it('answers the message of an error that is not the API’s', () => {
    expect(applyApiError(new Error('offline'), () => undefined, [])).toBe('offline')
  })
})
