import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core'
import type { ReactNode } from 'react'

export interface DialogActionsProps {
  cancelLabel: string
  onCancel: () => void
  confirmLabel: string
  /** Without it, the confirm button submits the form the row sits in. */
  onConfirm?: () => void
  /** While the action runs: the confirm button spins and cancelling waits for it. */
  isPending: boolean
  confirmColor?: MantineColor
  confirmIcon?: ReactNode
  /** The confirm button takes the focus when the dialog opens (Mantine's `data-autofocus`). */
  autoFocusConfirm?: boolean
  mt?: MantineSpacing
}

/** A dialog's last row: cancel, then the action it asks about, on the right. */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  isPending,
  confirmColor,
  confirmIcon,
  autoFocusConfirm = false,
  mt,
}: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt={mt} gap="sm">
      <Button variant="default" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={confirmColor}
        onClick={onConfirm}
        loading={isPending}
        leftSection={confirmIcon}
        data-autofocus={autoFocusConfirm || undefined}
      >
        {confirmLabel}
      </Button>
    </Group>
  )
}
