import { Button, Switch } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useMessagePreferences, useSaveMessagePreferences } from '../api/message-preferences'
import { QueryState } from './query-state'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

function MessageNotificationsForm({ initial }: { initial: boolean }) {
  const { t } = useTranslation('messages')
  const save = useSaveMessagePreferences()
  const [isOn, setOn] = useState(initial)
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(
          { emailOnMessage: isOn },
          { onSuccess: () => notifySuccess(t('settings.saved')), onError: notifyError },
        )
      }}
    >
      <Switch
        label={t('settings.email_on_message')}
        description={t('settings.email_on_message_help')}
        checked={isOn}
        onChange={(event) => setOn(event.currentTarget.checked)}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  )
}

/** #20: an e-mail for each new message in a conversation, or none; talents and company users alike. */
export function MessageNotificationsSection({ id }: { id: string }) {
  const { t } = useTranslation('messages')
  const query = useMessagePreferences()
  return (
    <SettingsSection
      id={id}
      title={t('settings.title')}
      description={t('settings.description')}
      icon={<IconMessageCircle size={22} />}
    >
      <QueryState query={query}>{(data) => <MessageNotificationsForm initial={data.emailOnMessage} />}</QueryState>
    </SettingsSection>
  )
}
