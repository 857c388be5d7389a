import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { Link } from 'react-router'

const ERROR_COLOR = 'red'
/** A link inside the red alert: the alert's own dark red, underlined, reads well on its tint (AA). */
const LINK_COLOR = 'red.9'
const ALWAYS = 'always'

export interface ErrorAlertProps {
  title: string
  message: string
  /** The way out, when there is one (a blocked account: reset the password). */
  action?: { to: string; label: string }
}

/**
 * A failure the person has to read: the API's message (already in their language) under a short title. Mantine's
 * Alert has the `alert` role, so it is announced as soon as it appears.
 */
export function ErrorAlert({ title, message, action }: ErrorAlertProps) {
  return (
    <Alert color={ERROR_COLOR} title={title} icon={<IconAlertCircle aria-hidden />}>
      <Stack gap={6}>
        <Text size="sm">{message}</Text>
        {action ? (
          <Anchor component={Link} to={action.to} fw={700} size="sm" c={LINK_COLOR} underline={ALWAYS}>
            {action.label}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  )
}
