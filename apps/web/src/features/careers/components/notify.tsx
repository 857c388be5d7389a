import { i18n } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'

export { notifySuccess } from '../../../lib/notify'

/** A failure of a path action, under "That did not work": one parameter, handed to mutations as `onError`. */
export function notifyError(error: unknown) {
  notifyFailure(i18n.t('careers:messages.action_failed'), error)
}
