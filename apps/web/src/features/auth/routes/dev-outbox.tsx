import { Accordion, Alert, Button, Group, Loader, Text } from '@mantine/core'
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../hooks/use-page-title'
import { ApiError } from '../../../lib/api-client'
import { readOutboxKey, rememberOutboxKeyFromUrl, useDevOutbox } from '../api/get-dev-outbox'
import { AuthPage } from '../components/auth-page'
import { ErrorAlert } from '../components/error-alert'
import { OutboxEmailItem } from '../components/outbox-email'

const STATUS_ROLE = 'status'
const SECONDARY = 'default'

/**
 * /dev/outbox: the e-mails a development or demo server kept instead of sending them (activation, reset, e-mail
 * change), so people can follow their links without a mail server. A server without the outbox answers 404.
 */
export function DevOutboxRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const title = tCommon('page.dev_outbox')
  usePageTitle(title)
  // Before the first query reads it: the link printed in the server log carries the key in its fragment.
  useState(rememberOutboxKeyFromUrl)
  const outbox = useDevOutbox()
  const hasKey = readOutboxKey() !== null
  const [opened, setOpened] = useState<string | null>(null)

  const isOff = outbox.error instanceof ApiError && outbox.error.status === 404
  const showLocked = !hasKey || isOff
  return (
    <AuthPage title={title} subtitle={t('outbox.intro')}>
      {outbox.isSuccess || outbox.isError ? (
        <Group justify="flex-end">
          <Button
            variant={SECONDARY}
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={outbox.isFetching}
            onClick={() => void outbox.refetch()}
          >
            {t('outbox.refresh')}
          </Button>
        </Group>
      ) : null}
      {outbox.isLoading ? <Loader aria-hidden mx="auto" /> : null}
      {showLocked ? (
        <Alert role={STATUS_ROLE} icon={<IconInfoCircle aria-hidden />}>
          {hasKey ? t('outbox.off') : t('outbox.locked')}
        </Alert>
      ) : null}
      {outbox.isError && !isOff ? <ErrorAlert title={t('outbox.load_failed')} message={outbox.error.message} /> : null}
      {outbox.data?.length === 0 ? <Text c="dimmed">{t('outbox.empty')}</Text> : null}
      {outbox.data?.length ? (
        <Accordion value={opened} onChange={setOpened} variant="separated">
          {outbox.data.map((email) => (
            <OutboxEmailItem key={email.id} email={email} isOpen={opened === String(email.id)} />
          ))}
        </Accordion>
      ) : null}
    </AuthPage>
  )
}
