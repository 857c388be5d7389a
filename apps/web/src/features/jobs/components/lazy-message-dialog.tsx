import { lazy, Suspense, useState } from 'react'
import type { MessageDialogProps } from './message-dialog'

/** The dialog's code (Mantine's Modal, @mantine/form and zod) is fetched when a dialog first opens (issue #13). */
const MessageDialog = lazy(() => import('./message-dialog').then((module) => ({ default: module.MessageDialog })))

/**
 * The job page's apply and contact dialogs: a visitor who never opens one does not download them. Once opened, the
 * dialog stays mounted so that closing it plays the usual transition and the focus goes back to its button.
 */
export function LazyMessageDialog(props: MessageDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.opened)
  if (props.opened && !wasOpened) setWasOpened(true)
  if (!wasOpened) return null
  return (
    <Suspense fallback={null}>
      <MessageDialog {...props} />
    </Suspense>
  )
}
