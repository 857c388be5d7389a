import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { i18n } from '../../../lib/i18n'

/** Mantine's close button has no words of its own. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('company:actions.close_notification') })

/** A success message (§8: "company info saved"). */
export function notifySuccess(message: string) {
  notifications.show({
    color: 'teal',
    message,
    icon: <IconCheck size={18} aria-hidden />,
    closeButtonProps: closeButtonProps(),
  })
}

/** A failure that belongs to no field: the API's message, already in the person's language. */
export function notifyError(message: string) {
  notifications.show({
    color: 'red',
    message,
    icon: <IconAlertCircle size={18} aria-hidden />,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  })
}
