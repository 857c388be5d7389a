import { Accordion, Anchor, Badge, Group, List, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OutboxEmail } from '../api/get-dev-outbox'
import { findLinks } from '../utils/find-links'
import classes from './outbox-email.module.css'

/**
 * The e-mail's HTML runs in a sandbox with no scripts and no access to the app; its links open in a new tab.
 * `<base target>` is the one thing added, so a click in the frame never tries to navigate the frame itself.
 */
const SANDBOX = 'allow-popups allow-popups-to-escape-sandbox'
const OPEN_LINKS_IN_NEW_TAB = '<base target="_blank">'

/** One e-mail of the development outbox: who it went to and when, and, opened, its message and links. */
export function OutboxEmailItem({ email, isOpen }: { email: OutboxEmail; isOpen: boolean }) {
  const { t, i18n } = useTranslation('auth')
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(email.createdAt),
  )
  const links = findLinks(email.text)
  return (
    <Accordion.Item value={String(email.id)}>
      <Accordion.Control>
        <Text component="span" fw={700} display="block">
          {email.subject}
        </Text>
        <Text component="span" size="sm" c="dimmed" display="block">
          {t('outbox.meta', { address: email.to, date })}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group gap="xs">
            <Badge size="sm">{email.language}</Badge>
            <Badge size="sm">{t('outbox.status', { status: email.status })}</Badge>
          </Group>
          {links.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('outbox.links')}
              </Text>
              <List size="sm" spacing={4}>
                {links.map((link) => (
                  <List.Item key={link}>
                    <Anchor href={link} className={classes.link}>
                      {link}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          {isOpen && email.html ? (
            <iframe
              className={classes.frame}
              title={t('outbox.frame_title', { subject: email.subject })}
              sandbox={SANDBOX}
              srcDoc={`${OPEN_LINKS_IN_NEW_TAB}${email.html}`}
            />
          ) : null}
          {isOpen && !email.html ? <pre className={classes.text}>{email.text}</pre> : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  )
}
