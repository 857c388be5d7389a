import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { i18n } from '../../../lib/i18n'

const closeButtonProps = () => ({ 'aria-label': i18n.t('actions.close_dialog') })

export function notifySuccess(message: string) {
  notifications.show({
    color: 'teal',
    message,
    icon: <IconCheck size={18} aria-hidden />,
    closeButtonProps: closeButtonProps(),
  })
}

/** The API's message, already in the person's language. */
export function notifyError(error: unknown) {
  notifications.show({
    color: 'red',
    message: error instanceof Error ? error.message : String(error),
    icon: <IconAlertCircle size={18} aria-hidden />,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  })
}
