import { Button, Stack } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ResetPasswordSchema } from '@sentinela/shared/schemas/accounts'
import { PATHS } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { applyApiError } from '../../../lib/form-errors'
import { zodValidator } from '../../../lib/zod-validator'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { useResetPassword } from '../api/reset-password'
import { useValidationT } from '../hooks/use-validation-t'
import { leaveAuthNotice } from '../utils/auth-notice'
import { ErrorAlert } from './error-alert'
import { PasswordFields } from './password-fields'

/** Where an expired password or a reset e-mail sends the person. */
type ResetValues = {
  password: string
  confirmPassword: string
}

const FIELDS = ['password', 'confirmPassword'] as const

/** A new password from an e-mailed link (or an expired one); on success, sign-in says so once. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth')
  const tValidation = useValidationT()
  const navigate = useNavigate()
  const reset = useResetPassword()
  const [failure, setFailure] = useState<{ message: string; isLinkInvalid: boolean } | null>(null)
  const validate = useMemo(() => {
    const validateSchema = zodValidator<Record<string, unknown>>(ResetPasswordSchema, tValidation)
    return (values: ResetValues) => validateSchema({ ...values, token })
  }, [tValidation, token])
  const { form, fields } = useCheckedForm<ResetValues>({ password: '', confirmPassword: '' }, validate)

  const onSubmit = form.onSubmit(
    (values) => {
      setFailure(null)
      reset.mutate(
        { token, ...values },
        {
          onSuccess: () => {
            leaveAuthNotice('password_reset')
            void navigate(PATHS.signIn, { replace: true })
          },
          onError: (error) => {
            const rest = applyApiError(error, form.setFieldError, FIELDS)
            const isLinkInvalid = error instanceof ApiError && error.code === 'token_invalid'
            if (rest) setFailure({ message: rest, isLinkInvalid })
          },
        },
      )
    },
    (errors) => {
      const first = FIELDS.find((field) => errors[field])
      if (first) form.getInputNode(first)?.focus()
    },
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? (
          <ErrorAlert
            title={t('reset_password.error_title')}
            message={failure.message}
            action={
              failure.isLinkInvalid ? { to: PATHS.passwordRecovery, label: t('reset_password.request_new') } : undefined
            }
          />
        ) : null}
        <PasswordFields
          password={form.values.password}
          passwordLabel={t('fields.new_password')}
          passwordProps={fields.password}
          confirmProps={fields.confirmPassword}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('reset_password.submit')}
        </Button>
      </Stack>
    </form>
  )
}
