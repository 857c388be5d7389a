import { Button, Group, Stack, Stepper, TextInput, Title, VisuallyHidden } from '@mantine/core'
import type { FormErrors } from '@mantine/form'
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RegisterTalentSchema } from '@sentinela/shared/schemas/accounts'
import { getCurrentLanguage } from '../../../lib/i18n'
import { ApiError } from '../../../lib/api-client'
import { applyApiError } from '../../../lib/form-errors'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { zodValidator } from '../../../lib/zod-validator'
import { useRegisterTalent, type RegisterTalentInput } from '../api/register-talent'
import { useValidationT } from '../hooks/use-validation-t'
import { registrationValidator } from '../utils/registration-validator'
import { EMAIL_TAKEN_CODES } from '../utils/email-taken'
import { ErrorAlert } from './error-alert'
import { PasswordFields } from './password-fields'
import { guessPhoneCountry, PhoneFields } from './phone-fields'
import { TermsCheckbox } from './terms-checkbox'

type TalentValues = {
  firstName: string
  lastName: string
  email: string
  phoneCountry: string | null
  phone: string
  password: string
  confirmPassword: string
  acceptTerms: boolean
}
type Field = keyof TalentValues & string

/** §2 "start step 1": the three steps in order, each with the fields it asks for. */
const STEPS = [
  { label: 'talent_sign_up.step_name', fields: ['firstName', 'lastName'] },
  { label: 'talent_sign_up.step_contact', fields: ['email', 'phoneCountry', 'phone'] },
  { label: 'talent_sign_up.step_password', fields: ['password', 'confirmPassword', 'acceptTerms'] },
] as const satisfies readonly { label: string; fields: readonly Field[] }[]
const LAST_STEP = STEPS.length - 1
const FIELDS: readonly Field[] = STEPS.flatMap((step) => step.fields)
const SECONDARY = 'default'

function stepOf(field: string): number {
  return Math.max(
    0,
    STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field)),
  )
}

function toInput(values: TalentValues): RegisterTalentInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    ...(values.phoneCountry ? { phoneCountry: values.phoneCountry } : {}),
    password: values.password,
    confirmPassword: values.confirmPassword,
    acceptTerms: values.acceptTerms as true,
    // The activation e-mail and the account start in the language the person signed up in.
    language: getCurrentLanguage(),
  }
}

type FocusTarget = 'heading' | Field

/**
 * §2 talent registration as a stepper: next, previous and step navigation, starting at step 1, each step current,
 * completed or pending. A step is checked before the next one opens; a finished step can be reopened from the
 * stepper, and a step reached before can be jumped to again once the ones in between are still valid.
 */
export function TalentSignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation('auth')
  const tValidation = useValidationT()
  const register = useRegisterTalent()
  const [active, setActive] = useState(0)
  const [reached, setReached] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusTarget = useRef<FocusTarget | null>(null)

  const validate = useMemo(
    () => registrationValidator(zodValidator(RegisterTalentSchema, tValidation), toInput),
    [tValidation],
  )
  const { form, fields } = useCheckedForm<TalentValues>(
    {
      firstName: '',
      lastName: '',
      email: '',
      phoneCountry: guessPhoneCountry(i18n.language),
      phone: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    validate,
  )

  useEffect(() => {
    // After a step change, focus goes to the new step's heading, or to the field that needs attention.
    const target = focusTarget.current
    if (!target) return
    focusTarget.current = null
    if (target === 'heading') headingRef.current?.focus()
    else form.getInputNode(target)?.focus()
  })

  const goTo = (step: number, focus: FocusTarget) => {
    focusTarget.current = focus
    setActive(step)
    setReached((furthest) => Math.max(furthest, step))
  }

  /** Checks the steps from `from` up to, not including, `to`; answers the first field that fails, if any. */
  const findInvalidField = (from: number, to: number): Field | undefined => {
    for (let step = from; step < to; step += 1) {
      const invalid = STEPS[step]!.fields.filter((field) => form.validateField(field).hasError)
      if (invalid.length > 0) return invalid[0]
    }
    return undefined
  }

  const moveTo = (step: number) => {
    if (step <= active) return goTo(step, 'heading')
    const invalid = findInvalidField(active, step)
    if (invalid) goTo(stepOf(invalid), invalid)
    else goTo(step, 'heading')
  }

  const showFirstError = (errors: FormErrors) => {
    const first = FIELDS.find((field) => errors[field])
    if (first) goTo(stepOf(first), first)
  }

  const onValid = (values: TalentValues) => {
    setFailure(null)
    const input = toInput(values)
    register.mutate(input, {
      onSuccess: ({ email }) => onRegistered(email),
      onError: (error) => {
        if (error instanceof ApiError && EMAIL_TAKEN_CODES.has(error.code)) {
          // §8: the address is taken; the message belongs on the e-mail field.
          form.setFieldError('email', error.message)
          goTo(stepOf('email'), 'email')
          return
        }
        const rest = applyApiError(error, form.setFieldError, FIELDS)
        if (error instanceof ApiError) {
          const placed = error.errors.find((issue) => (FIELDS as readonly string[]).includes(issue.path))
          if (placed) goTo(stepOf(placed.path), placed.path as Field)
        }
        if (rest) setFailure(rest)
      },
    })
  }

  const stateText = (index: number) =>
    index < active
      ? t('talent_sign_up.state_completed')
      : index === active
        ? t('talent_sign_up.state_current')
        : t('talent_sign_up.state_pending')

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={moveTo}
        allowNextStepsSelect={false}
        size="sm"
        labelPosition="bottom"
        wrap={false}
        role="group"
        aria-label={t('talent_sign_up.steps_label')}
      >
        {STEPS.map((step, index) => {
          const isSelectable = index !== active && index <= reached
          return (
            <Stepper.Step
              key={step.label}
              label={
                <>
                  {t(step.label)}
                  <VisuallyHidden> {stateText(index)}</VisuallyHidden>
                </>
              }
              allowStepSelect={isSelectable}
              aria-current={index === active ? 'step' : undefined}
              aria-disabled={!isSelectable && index !== active ? true : undefined}
            />
          )
        })}
      </Stepper>

      <form
        noValidate
        onSubmit={(event) => {
          // Enter in a field means "next" until the last step.
          if (active < LAST_STEP) {
            event.preventDefault()
            moveTo(active + 1)
          } else {
            form.onSubmit(onValid, showFirstError)(event)
          }
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
            {t('talent_sign_up.step_heading', {
              current: active + 1,
              total: STEPS.length,
              label: t(STEPS[active]!.label),
            })}
          </Title>

          {failure ? <ErrorAlert title={t('register_error_title')} message={failure} /> : null}

          {active === 0 ? (
            <>
              <TextInput label={t('fields.first_name')} autoComplete="given-name" required {...fields.firstName} />
              <TextInput label={t('fields.last_name')} autoComplete="family-name" required {...fields.lastName} />
            </>
          ) : null}

          {active === 1 ? (
            <>
              <TextInput type="email" label={t('fields.email')} autoComplete="email" required {...fields.email} />
              <PhoneFields
                country={form.values.phoneCountry}
                phone={form.values.phone}
                countryProps={fields.phoneCountry}
                phoneProps={fields.phone}
              />
            </>
          ) : null}

          {active === 2 ? (
            <>
              <PasswordFields
                password={form.values.password}
                passwordProps={fields.password}
                confirmProps={fields.confirmPassword}
              />
              <TermsCheckbox inputProps={fields.acceptTerms} />
            </>
          ) : null}

          <Group justify="space-between" mt="xs">
            {active > 0 ? (
              <Button
                variant={SECONDARY}
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                onClick={() => moveTo(active - 1)}
              >
                {t('talent_sign_up.previous')}
              </Button>
            ) : (
              <span />
            )}
            {active < LAST_STEP ? (
              <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden />}>
                {t('talent_sign_up.next')}
              </Button>
            ) : (
              <Button type="submit" loading={register.isPending}>
                {t('talent_sign_up.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}
