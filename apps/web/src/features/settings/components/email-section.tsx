import { Alert, Button, Text, TextInput } from '@mantine/core'
import { IconMail, IconMailForward } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChangeEmailSchema } from '@sentinela/shared/schemas/accounts'
import { useChangeEmail } from '../api/change-email'
import { useSettingsForm } from '../hooks/use-settings-form'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { PasswordField } from './password-field'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

const STATUS_ROLE = 'status'

/** §5: a new e-mail is typed twice and the password proves ownership; a link to the new address confirms it. */
export function EmailSection({ id, email }: { id: string; email: string | undefined }) {
  const { t } = useTranslation('settings')
  const change = useChangeEmail()
  const [pendingEmail, setPendingEmail] = useState<string>()
  const { form, fields, reset, placeApiError } = useSettingsForm(ChangeEmailSchema, {
    newEmail: '',
    confirmEmail: '',
    currentPassword: '',
  })
  return (
    <SettingsSection
      id={id}
      title={t('email.title')}
      description={t('email.description')}
      icon={<IconMail size={22} />}
    >
      <form
        className={classes.form}
        noValidate
        onSubmit={form.onSubmit((values) => {
          change.mutate(ChangeEmailSchema.parse(values), {
            onSuccess: (result) => {
              reset()
              setPendingEmail(result.pendingEmail)
              notifySuccess(t('email.requested', { email: result.pendingEmail }))
            },
            onError: (error) => {
              const message = placeApiError(error)
              if (message) notifyError(message)
            },
          })
        })}
      >
        {email ? (
          <div>
            <Text size="sm" c="dimmed">
              {t('email.current')}
            </Text>
            <Text fw={600}>{email}</Text>
          </div>
        ) : null}
        {pendingEmail ? (
          <Alert role={STATUS_ROLE} icon={<IconMailForward aria-hidden />} title={t('email.pending_title')}>
            {t('email.pending', { email: pendingEmail })}
          </Alert>
        ) : null}
        <TextInput type="email" label={t('email.new_label')} autoComplete="email" required {...fields.newEmail} />
        <TextInput type="email" label={t('email.confirm_label')} autoComplete="off" required {...fields.confirmEmail} />
        <PasswordField
          label={t('email.password_label')}
          autoComplete="current-password"
          required
          {...fields.currentPassword}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={change.isPending} leftSection={<IconMailForward size={18} aria-hidden />}>
            {t('email.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}
