import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { i18n } from '../../../lib/i18n'

/** Mantine's close button has no words of its own. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('profile:actions.close_notification') })

/**
 * A section's own "saved" message (§8 success messages). The same message already on screen is not stacked again:
 * two quick saves read as one "Profile saved.", not two.
 */
export function notifySuccess(message: string) {
  notifications.show({
    id: `success:${message}`,
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
