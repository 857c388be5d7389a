import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { i18n } from '../../../lib/i18n'

/** Mantine's close button has no words of its own. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('jobs:actions.close_notification') })

/** §8 success messages: job saved, application submitted… */
export function notifySuccess(message: string) {
  notifications.show({
    color: 'teal',
    message,
    icon: <IconCheck size={18} aria-hidden />,
    closeButtonProps: closeButtonProps(),
  })
}

/** A failure with nowhere else to show: the API's message, already in the person's language. */
export function notifyError(error: unknown) {
  notifications.show({
    color: 'red',
    message: error instanceof Error ? error.message : String(error),
    icon: <IconAlertCircle size={18} aria-hidden />,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  })
}
