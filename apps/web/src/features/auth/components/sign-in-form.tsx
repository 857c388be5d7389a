import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { TFunction } from 'i18next'
import type { ZodType } from 'zod'
import { PATHS } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { applyApiError, translateKey } from '../../../lib/form-errors'
import { useLightCheckedForm } from '../../../hooks/use-light-form'
import { useLazySchema } from '../../../hooks/use-lazy-schema'
import { useSignIn } from '../api/sign-in'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in'
import { ErrorAlert } from './error-alert'
import { resetPasswordPath } from '../utils/reset-path'

type Step = 'credentials' | 'code'
type SignInValues = {
  email: string
  password: string
  totpCode: string
}

const FIELDS = ['email', 'password', 'totpCode'] as const
const SUBTLE = 'subtle'

/**
 * The sign-in rules (and zod with them) come with the first focus on the form or its submission, not with the page:
 * a first visit to /sign-in stays light (issue #13).
 */
const loadSignInSchema = () =>
  import('@sentinela/shared/schemas/credentials').then((module): ZodType => module.SignInSchema)

/**
 * E-mail and password, then, for accounts with two-step sign-in, a second step asking for the authenticator code
 * (or a recovery code) before the same call is sent again with it. Every refusal of §8 reads as the API words it.
 */
export function SignInForm() {
  const { t } = useTranslation('auth')
  // The `validation` catalog comes with the schema (useLazySchema); its keys are read as `validation:<code>`.
  const { t: tCommon } = useTranslation()
  const tValidation = tCommon as unknown as TFunction
  const navigate = useNavigate()
  const signIn = useSignIn()
  const completeSignIn = useCompleteSignIn()
  const [step, setStep] = useState<Step>('credentials')
  const [failure, setFailure] = useState<Error | null>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)

  const { getValidator, onFormFocus, submitWhenLoaded } = useLazySchema(loadSignInSchema)

  const validate = useMemo(() => {
    return (values: SignInValues): Record<string, string | undefined> => {
      // Until the rules arrive (a split second after the first focus) a field is not scolded; submitting waits.
      const validateSchema = getValidator(tValidation)
      if (!validateSchema) return {}
      if (step === 'credentials') return validateSchema({ email: values.email, password: values.password })
      const errors: Record<string, string | undefined> = validateSchema(values)
      if (values.totpCode.trim() === '') errors.totpCode = translateKey(tValidation, 'validation:required')
      return errors
    }
  }, [getValidator, step, tValidation])

  const { form, fields } = useLightCheckedForm<SignInValues>({ email: '', password: '', totpCode: '' }, validate)

  const isFirstRender = useRef(true)
  useEffect(() => {
    // The step changes in place: focus goes where the person types next.
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    if (step === 'code') codeRef.current?.focus()
    else emailRef.current?.focus()
  }, [step])

  const onValid = (values: SignInValues) => {
    setFailure(null)
    const input = {
      email: values.email,
      password: values.password,
      ...(step === 'code' ? { totpCode: values.totpCode.trim() } : {}),
    }
    signIn.mutate(input, {
      onSuccess: (signedIn) => completeSignIn(signedIn),
      onError: (error) => {
        if (error instanceof ApiError) {
          if (error.code === 'totp_required') {
            setStep('code')
            return
          }
          if (error.code === 'totp_invalid') {
            form.setFieldError('totpCode', error.message)
            codeRef.current?.focus()
            return
          }
          const resetToken = error.details.resetToken
          if (error.code === 'password_expired' && resetToken) {
            // §4: an expired password must be changed; the reset page explains why the person is there.
            void navigate(resetPasswordPath(resetToken), { state: { reason: 'password_expired' } })
            return
          }
          if (applyApiError(error, form.setFieldError, FIELDS) === undefined) return
        }
        setFailure(error)
      },
    })
  }

  const onInvalid = (errors: Record<string, string | undefined>) => {
    const first = FIELDS.find((field) => errors[field])
    if (first) form.getInputNode(first)?.focus()
  }

  const isBlocked = failure instanceof ApiError && failure.code === 'account_blocked'

  return (
    <form
      onFocus={onFormFocus}
      onSubmit={(event) => submitWhenLoaded(event, () => form.onSubmit(onValid, onInvalid)(), setFailure)}
      noValidate
    >
      <Stack gap="md">
        {failure ? (
          <ErrorAlert
            title={t('sign_in.error_title')}
            message={failure.message}
            action={isBlocked ? { to: PATHS.passwordRecovery, label: t('sign_in.blocked_action') } : undefined}
          />
        ) : null}

        {step === 'credentials' ? (
          <>
            <TextInput
              ref={emailRef}
              type="email"
              label={t('fields.email')}
              autoComplete="username"
              required
              {...fields.email}
            />
            <PasswordInput
              label={t('fields.password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('fields.show_password') }}
              {...fields.password}
            />
            <Button type="submit" fullWidth loading={signIn.isPending}>
              {t('sign_in.submit')}
            </Button>
          </>
        ) : (
          <>
            <Stack gap={4}>
              <Text fw={700}>{t('sign_in.code_title')}</Text>
              <Text size="sm" c="dimmed">
                {t('sign_in.code_body')}
              </Text>
            </Stack>
            <TextInput
              ref={codeRef}
              label={t('fields.totp_code')}
              description={t('fields.totp_code_description')}
              autoComplete="one-time-code"
              required
              {...fields.totpCode}
            />
            <Button type="submit" fullWidth loading={signIn.isPending}>
              {t('sign_in.code_submit')}
            </Button>
            <Button
              variant={SUBTLE}
              onClick={() => {
                setFailure(null)
                form.setValues({ password: '', totpCode: '' })
                form.clearErrors()
                setStep('credentials')
              }}
            >
              {t('sign_in.code_back')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  )
}
