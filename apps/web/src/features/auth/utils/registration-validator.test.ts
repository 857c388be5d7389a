import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { RegisterTalentSchema } from '@sentinela/shared/schemas/accounts'
import { zodValidator } from '../../../lib/zod-validator'
import { registrationValidator } from './registration-validator'

const t = ((key: string) => key) as unknown as TFunction

const VALID = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  password: 'Sentinela-Test-2026!',
  confirmPassword: 'Sentinela-Test-2026!',
  phone: '55 1234 5678',
  phoneCountry: 'MX',
  acceptTerms: true,
}

const validate = registrationValidator<typeof VALID>(zodValidator(RegisterTalentSchema, t), (values) => values)

describe('registrationValidator', () => {
  it('accepts a complete registration', () => {
    expect(validate(VALID)).toEqual({})
  })

  it('still checks the phone and the confirmation while the terms are not accepted', () => {
    expect(validate({ ...VALID, acceptTerms: false, phone: '123', confirmPassword: 'other' })).toEqual({
      acceptTerms: 'validation:terms_required',
      phone: 'validation:invalid_phone',
      confirmPassword: 'validation:passwords_do_not_match',
    })
  })

  it('names each field with its catalog key', () => {
    expect(validate({ ...VALID, firstName: ' ', email: 'nope', password: 'short' })).toEqual({
      firstName: 'validation:required',
      email: 'validation:invalid_email',
      password: 'validation:password_weak',
      confirmPassword: 'validation:passwords_do_not_match',
    })
  })
})
