import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Mantine's password input, with its show/hide button named in the person's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('settings')
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('toggle_password') }} {...props} />
}
