import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { i18n } from '../../../lib/i18n'

/** Mantine's close button has no words of its own. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('team:actions.close_notification') })

/** §8 success messages ("talent invited", "unlink done"…). */
export function notifySuccess(message: string) {
  notifications.show({
    color: 'teal',
    message,
    icon: <IconCheck size={18} aria-hidden />,
    closeButtonProps: closeButtonProps(),
  })
}

/** A failure that belongs to no form: what failed, and the API's reason in the person's language. */
export function notifyError(title: string, message: string) {
  notifications.show({
    color: 'red',
    title,
    message,
    icon: <IconAlertCircle size={18} aria-hidden />,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  })
}
