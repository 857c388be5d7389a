import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { i18n } from './i18n'

/** Mantine's close button has no words of its own. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:actions.close_notification') })

/**
 * A §8 success message ("Profile saved.", "Job saved", "Awards nomination received"…). The same message already on
 * screen is not stacked again: two quick saves read as one.
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

/**
 * A failure with nowhere else to show (no form field): the API's message, already in the person's language. One
 * parameter, so it can be handed to a mutation as `onError` as it is.
 */
export function notifyError(error: unknown) {
  showFailure(undefined, error)
}

/** A failure under a title saying what failed ("The message to the talent failed"). */
export function notifyFailure(title: string, error: unknown) {
  showFailure(title, error)
}

function showFailure(title: string | undefined, error: unknown) {
  notifications.show({
    color: 'red',
    ...(title ? { title } : {}),
    message: error instanceof Error ? error.message : String(error),
    icon: <IconAlertCircle size={18} aria-hidden />,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  })
}
