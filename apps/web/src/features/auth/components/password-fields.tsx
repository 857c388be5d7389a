import { PasswordInput, Stack } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordMeter } from '../../../components/ui/password-meter'

export interface PasswordFieldsProps {
  password: string
  passwordProps: GetInputPropsReturnType
  confirmProps: GetInputPropsReturnType
  /** "New password" on the reset page; "Password" when signing up. */
  passwordLabel?: string
}

/** A new password, its five-check meter (PRODUCT.md) and its confirmation (§5). */
export function PasswordFields({ password, passwordProps, confirmProps, passwordLabel }: PasswordFieldsProps) {
  const { t } = useTranslation('auth')
  const meterId = useId()
  const toggle = { 'aria-label': t('fields.show_password') }
  return (
    <Stack gap="sm">
      <PasswordInput
        label={passwordLabel ?? t('fields.password')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...passwordProps}
      />
      <PasswordMeter password={password} id={meterId} />
      <PasswordInput
        label={t('fields.confirm_password')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...confirmProps}
      />
    </Stack>
  )
}
