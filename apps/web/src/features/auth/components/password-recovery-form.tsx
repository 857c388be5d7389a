import { Button, Stack, TextInput } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { ZodType } from 'zod'
import { applyApiError } from '../../../lib/form-errors'
import { useLightCheckedForm } from '../../../hooks/use-light-form'
import { useLazySchema } from '../../../hooks/use-lazy-schema'
import { useRecoverPassword } from '../api/recover-password'
import { ErrorAlert } from './error-alert'

type RecoverValues = {
  email: string
}

/** The rule (and zod) come with the first focus or the submission, not with the page (issue #13). */
const loadRecoverSchema = () =>
  import('@sentinela/shared/schemas/credentials').then((module): ZodType => module.RecoverPasswordSchema)

/** Asks for the reset link; `onSent` gets the address typed, for the page to say where the link went. */
export function PasswordRecoveryForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth')
  // The `validation` catalog comes with the schema (useLazySchema); its keys are read as `validation:<code>`.
  const { t: tCommon } = useTranslation()
  const tValidation = tCommon as unknown as TFunction
  const recover = useRecoverPassword()
  const [failure, setFailure] = useState<string | null>(null)
  const { getValidator, onFormFocus, submitWhenLoaded } = useLazySchema(loadRecoverSchema)
  const validate = useMemo(
    () =>
      (values: RecoverValues): Record<string, string> => {
        const validateSchema = getValidator(tValidation)
        return validateSchema ? validateSchema(values) : {}
      },
    [getValidator, tValidation],
  )
  const { form, fields } = useLightCheckedForm<RecoverValues>({ email: '' }, validate)

  const onSubmit = form.onSubmit(
    (values) => {
      setFailure(null)
      const email = values.email.trim()
      recover.mutate(
        { email },
        {
          onSuccess: () => onSent(email),
          onError: (error) => {
            const rest = applyApiError(error, form.setFieldError, ['email'])
            if (rest) setFailure(rest)
          },
        },
      )
    },
    () => form.getInputNode('email')?.focus(),
  )

  return (
    <form
      onFocus={onFormFocus}
      onSubmit={(event) =>
        submitWhenLoaded(
          event,
          () => onSubmit(),
          (error) => setFailure(error.message),
        )
      }
      noValidate
    >
      <Stack gap="md">
        {failure ? <ErrorAlert title={t('password_recovery.error_title')} message={failure} /> : null}
        <TextInput type="email" label={t('fields.email')} autoComplete="email" required {...fields.email} />
        <Button type="submit" fullWidth loading={recover.isPending}>
          {t('password_recovery.submit')}
        </Button>
      </Stack>
    </form>
  )
}
