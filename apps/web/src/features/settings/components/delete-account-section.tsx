import { Alert, Button, Modal, Text, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { DeleteAccountSchema } from '@sentinela/shared/schemas/accounts'
import { DialogActions } from '../../../components/ui/dialog-actions'
import { PATHS } from '../../../config/paths'
import { purgeSession, takeSessionNotice } from '../../../lib/session'
import { useDeleteAccount } from '../api/delete-account'
import { useSettingsForm } from '../hooks/use-settings-form'
import { notifySuccess } from '../../../lib/notify'
import { PasswordField } from './password-field'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

/** What the sign-in page is handed after a deletion, beside the notification shown here. */
export const ACCOUNT_DELETED_STATE = { notice: 'account_deleted' } as const

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const navigate = useNavigate()
  const remove = useDeleteAccount()
  const [failure, setFailure] = useState<string>()
  const { form, fields, reset, placeApiError } = useSettingsForm(DeleteAccountSchema, { email: '', password: '' })
  const close = () => {
    if (remove.isPending) return
    reset()
    setFailure(undefined)
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('delete.modal_title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, color: 'var(--mantine-color-red-9)' } }}
    >
      <form
        className={classes.form}
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFailure(undefined)
          remove.mutate(DeleteAccountSchema.parse(values), {
            onSuccess: () => {
              // §4: the sessions ended on the server; nothing of the account stays in the browser either. The purge's
              // own "not authenticated" notice does not fit a deletion the person asked for.
              purgeSession()
              takeSessionNotice()
              notifySuccess(t('delete.deleted'))
              void navigate(PATHS.signIn, { replace: true, state: ACCOUNT_DELETED_STATE })
            },
            onError: (error) => setFailure(placeApiError(error)),
          })
        })}
      >
        <Text size="sm">{t('delete.modal_body')}</Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        <TextInput
          type="email"
          label={t('delete.email_label')}
          autoComplete="off"
          required
          data-autofocus
          {...fields.email}
        />
        <PasswordField
          label={t('delete.password_label')}
          autoComplete="current-password"
          required
          {...fields.password}
        />
        <DialogActions
          cancelLabel={t('cancel')}
          onCancel={close}
          confirmLabel={t('delete.confirm')}
          isPending={remove.isPending}
          confirmColor="red.8"
          confirmIcon={<IconTrash size={18} aria-hidden />}
        />
      </form>
    </Modal>
  )
}

/** §5 account deletion, confirmed with the e-mail and the password in a modal; a red "danger zone" card. */
export function DeleteAccountSection({ id }: { id: string }) {
  const { t } = useTranslation('settings')
  const [opened, setOpened] = useState(false)
  return (
    <SettingsSection
      id={id}
      title={t('delete.title')}
      description={t('delete.description')}
      icon={<IconAlertTriangle size={22} />}
      tone="danger"
    >
      <Button
        color="red.8"
        variant="outline"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('delete.open')}
      </Button>
      <DeleteAccountModal opened={opened} onClose={() => setOpened(false)} />
    </SettingsSection>
  )
}
