import { Button, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ZodType } from 'zod'
import { ApiError } from '../../../lib/api-client'
import { applyApiError } from '../../../lib/form-errors'
import { getCurrentLanguage } from '../../../lib/i18n'
import { useLazySchema } from '../../../hooks/use-lazy-schema'
import { useLightCheckedForm } from '../../../hooks/use-light-form'
import { useRegisterCompany, type RegisterCompanyInput } from '../api/register-company'
import { EMAIL_TAKEN_CODES } from '../utils/email-taken'
import { registrationValidator } from '../utils/registration-validator'
import { ErrorAlert } from './error-alert'
import { PasswordFields } from './password-fields'
import { guessPhoneCountry, PhoneFields } from './phone-fields'
import { TermsCheckbox } from './terms-checkbox'

type CompanyValues = {
  companyName: string
  firstName: string
  lastName: string
  jobTitle: string
  email: string
  phoneCountry: string
  phone: string
  password: string
  confirmPassword: string
  acceptTerms: boolean
}

const FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'jobTitle',
  'email',
  'phoneCountry',
  'phone',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const satisfies readonly (keyof CompanyValues)[]

function toInput(values: CompanyValues): RegisterCompanyInput {
  return {
    companyName: values.companyName,
    firstName: values.firstName,
    lastName: values.lastName,
    jobTitle: values.jobTitle,
    email: values.email,
    phone: values.phone,
    ...(values.phoneCountry ? { phoneCountry: values.phoneCountry } : {}),
    password: values.password,
    confirmPassword: values.confirmPassword,
    acceptTerms: values.acceptTerms as true,
    language: getCurrentLanguage(),
  }
}

/**
 * The registration rules (zod, the phone numbering plans and the `validation` catalog with them) come with the first
 * focus on the form or its submission, not with the page: a first visit to /sign-up-company stays light (issue #13).
 */
const loadCompanySchema = () =>
  import('@sentinela/shared/schemas/accounts').then((module): ZodType => module.RegisterCompanySchema)

/** A company and its main admin (§6), who signs in with this e-mail once the account is activated. */
export function CompanySignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation('auth')
  // The `validation` catalog comes with the schema (useLazySchema); its keys are read as `validation:<code>`.
  const { t: tCommon } = useTranslation()
  const tValidation = tCommon as unknown as TFunction
  const register = useRegisterCompany()
  const [failure, setFailure] = useState<string | null>(null)
  const { getValidator, onFormFocus, submitWhenLoaded } = useLazySchema(loadCompanySchema)
  const validate = useMemo(
    () =>
      (values: CompanyValues): Record<string, string> => {
        // Until the rules arrive (a split second after the first focus) a field is not scolded; submitting waits.
        const validateSchema = getValidator(tValidation)
        return validateSchema ? registrationValidator(validateSchema, toInput)(values) : {}
      },
    [getValidator, tValidation],
  )
  const { form, fields } = useLightCheckedForm<CompanyValues>(
    {
      companyName: '',
      firstName: '',
      lastName: '',
      jobTitle: '',
      email: '',
      phoneCountry: guessPhoneCountry(i18n.language),
      phone: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    validate,
  )

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = FIELDS.find((field) => errors[field])
    if (first) form.getInputNode(first)?.focus()
  }

  const onValid = (values: CompanyValues) => {
    setFailure(null)
    register.mutate(toInput(values), {
      onSuccess: ({ email }) => onRegistered(email),
      onError: (error) => {
        if (error instanceof ApiError && EMAIL_TAKEN_CODES.has(error.code)) {
          form.setFieldError('email', error.message)
          form.getInputNode('email')?.focus()
          return
        }
        const rest = applyApiError(error, form.setFieldError, FIELDS)
        if (rest) setFailure(rest)
        else if (error instanceof ApiError) focusFirstError(Object.fromEntries(error.errors.map((i) => [i.path, 1])))
      },
    })
  }

  return (
    <form
      onFocus={onFormFocus}
      onSubmit={(event) =>
        submitWhenLoaded(
          event,
          () => form.onSubmit(onValid, focusFirstError)(),
          (error) => setFailure(error.message),
        )
      }
      noValidate
    >
      <Stack gap="md">
        {failure ? <ErrorAlert title={t('register_error_title')} message={failure} /> : null}

        <Title order={2} size="h5">
          {t('company_sign_up.company_section')}
        </Title>
        <TextInput label={t('fields.company_name')} autoComplete="organization" required {...fields.companyName} />

        <Title order={2} size="h5" mt="xs">
          {t('company_sign_up.admin_section')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('fields.first_name')} autoComplete="given-name" required {...fields.firstName} />
          <TextInput label={t('fields.last_name')} autoComplete="family-name" required {...fields.lastName} />
        </SimpleGrid>
        <TextInput label={t('fields.job_title')} autoComplete="organization-title" required {...fields.jobTitle} />
        <TextInput type="email" label={t('fields.email')} autoComplete="email" required {...fields.email} />
        <PhoneFields
          country={form.values.phoneCountry}
          phone={form.values.phone}
          countryProps={fields.phoneCountry}
          phoneProps={fields.phone}
        />

        <Title order={2} size="h5" mt="xs">
          {t('company_sign_up.access_section')}
        </Title>
        <PasswordFields
          password={form.values.password}
          passwordProps={fields.password}
          confirmProps={fields.confirmPassword}
        />
        <TermsCheckbox inputProps={fields.acceptTerms} />

        <Button type="submit" fullWidth loading={register.isPending}>
          {t('company_sign_up.submit')}
        </Button>
      </Stack>
    </form>
  )
}
