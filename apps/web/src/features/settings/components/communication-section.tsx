import { Button, Stack, Switch } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CommunicationPreferencesSchema } from '@sentinela/shared/schemas/accounts'
import type { Role } from '../../../lib/session'
import { usePreferences } from '../api/get-preferences'
import {
  useUpdateCommunicationPreferences,
  type CommunicationPreferences,
} from '../api/update-communication-preferences'
import { useSettingsForm } from '../hooks/use-settings-form'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { QueryState } from './query-state'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

const TOPICS = ['jobAlerts', 'applicationUpdates', 'trainingRecommendations', 'productNews'] as const

const TOPIC_KEYS = {
  jobAlerts: 'job_alerts',
  applicationUpdates: 'application_updates',
  trainingRecommendations: 'training_recommendations',
  productNews: 'product_news',
} as const satisfies Record<(typeof TOPICS)[number], string>

function CommunicationForm({ userRole, initial }: { userRole: Role; initial: CommunicationPreferences }) {
  const { t } = useTranslation('settings')
  const update = useUpdateCommunicationPreferences()
  const { form, fields, placeApiError } = useSettingsForm(CommunicationPreferencesSchema, initial)
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={form.onSubmit((values) => {
        update.mutate(CommunicationPreferencesSchema.parse(values), {
          onSuccess: (preferences) => {
            form.setInitialValues(preferences.communication)
            form.resetDirty(preferences.communication)
            notifySuccess(t('communication.saved'))
          },
          onError: (error) => {
            const message = placeApiError(error)
            if (message) notifyError(message)
          },
        })
      })}
    >
      <Stack gap="md">
        {TOPICS.map((topic) => (
          <Switch
            key={topic}
            label={t(`communication.${TOPIC_KEYS[topic]}`)}
            description={t(`communication.${userRole === 'talent' ? 'talent' : 'company'}.${TOPIC_KEYS[topic]}`)}
            {...fields[topic]}
          />
        ))}
      </Stack>
      <div className={classes.actions}>
        <Button type="submit" loading={update.isPending}>
          {t('communication.save')}
        </Button>
      </div>
    </form>
  )
}

/** Which e-mails the person wants; security messages are not optional. */
export function CommunicationSection({ id, userRole }: { id: string; userRole: Role }) {
  const { t } = useTranslation('settings')
  const query = usePreferences()
  return (
    <SettingsSection
      id={id}
      title={t('communication.title')}
      description={t('communication.description')}
      icon={<IconBell size={22} />}
    >
      <QueryState query={query}>
        {(data) => <CommunicationForm userRole={userRole} initial={data.communication} />}
      </QueryState>
    </SettingsSection>
  )
}
