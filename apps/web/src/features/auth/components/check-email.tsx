import { Anchor, Button, Stack, Text } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PATHS } from '../../../config/paths'
import { useDevOutbox } from '../api/get-dev-outbox'
import { OutcomeMessage } from './outcome-message'

/**
 * After a registration: where the activation link went. On a server that keeps its e-mails (development, demo), a
 * link to the outbox lets people follow it without a mail server.
 */
export function CheckEmail({ email }: { email: string }) {
  const { t } = useTranslation('auth')
  const outbox = useDevOutbox()
  return (
    <OutcomeMessage
      icon={<IconMailForward size={34} stroke={1.6} />}
      title={t('check_email.title')}
      body={t('check_email.body', { email })}
      actions={
        <Stack gap="md" align="center">
          <Text size="sm" c="dimmed">
            {t('check_email.hint')}
          </Text>
          {outbox.isSuccess ? (
            <Text size="sm">
              {t('check_email.outbox_hint')}{' '}
              <Anchor component={Link} to={PATHS.devOutbox}>
                {t('check_email.outbox_link')}
              </Anchor>
            </Text>
          ) : null}
          <Button component={Link} to={PATHS.signIn} variant="default">
            {t('check_email.sign_in')}
          </Button>
        </Stack>
      }
    />
  )
}
