import { Anchor, Button, Stack, Text } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChangePasswordSchema, type Account } from '@sentinela/shared/schemas/accounts'
import { PasswordMeter } from '../../../components/ui/password-meter'
import { PATHS } from '../../../config/paths'
import { useChangePassword } from '../api/change-password'
import { useSettingsForm } from '../hooks/use-settings-form'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { QueryState } from './query-state'
import { PasswordField } from './password-field'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

function ChangePasswordForm() {
  const { t } = useTranslation('settings')
  const change = useChangePassword()
  const { form, fields, reset, placeApiError } = useSettingsForm(ChangePasswordSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  })
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={form.onSubmit((values) => {
        change.mutate(ChangePasswordSchema.parse(values), {
          onSuccess: () => {
            reset()
            notifySuccess(t('password.changed'))
          },
          onError: (error) => {
            const message = placeApiError(error)
            if (message) notifyError(message)
          },
        })
      })}
    >
      <PasswordField
        label={t('password.current_label')}
        autoComplete="current-password"
        required
        {...fields.currentPassword}
      />
      <Stack gap="xs">
        <PasswordField label={t('password.new_label')} autoComplete="new-password" required {...fields.password} />
        <PasswordMeter password={form.values.password} />
      </Stack>
      <PasswordField
        label={t('password.confirm_label')}
        autoComplete="new-password"
        required
        {...fields.confirmPassword}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  )
}

/** Password change with the five-check meter; accounts that sign in only through a provider get a reset link. */
export function PasswordSection({ id, account }: { id: string; account: UseQueryResult<Account> }) {
  const { t } = useTranslation('settings')
  return (
    <SettingsSection
      id={id}
      title={t('password.title')}
      description={t('password.description')}
      icon={<IconLock size={22} />}
    >
      <QueryState query={account}>
        {(data) =>
          data.hasPassword ? (
            <ChangePasswordForm />
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('password.no_password')}</Text>
              <Anchor component={Link} to={PATHS.passwordRecovery}>
                {t('password.get_link')}
              </Anchor>
            </Stack>
          )
        }
      </QueryState>
    </SettingsSection>
  )
}
