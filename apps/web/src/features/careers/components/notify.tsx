import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { i18n } from '../../../lib/i18n'

const closeButtonProps = () => ({ 'aria-label': i18n.t('careers:actions.close_notification') })

/** §8 success messages for paths. */
export function notifySuccess(message: string) {
  notifications.show({
    color: 'teal',
    message,
    icon: <IconCheck size={18} aria-hidden />,
    closeButtonProps: closeButtonProps(),
  })
}

/** A failure that belongs to no form, with the API's reason in the person's language. */
export function notifyError(error: unknown) {
  notifications.show({
    color: 'red',
    title: i18n.t('careers:messages.action_failed'),
    message: error instanceof Error ? error.message : String(error),
    icon: <IconAlertCircle size={18} aria-hidden />,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  })
}
