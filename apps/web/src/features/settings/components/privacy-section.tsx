import { Button, Stack, Switch } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PrivacySettingsSchema } from '@sentinela/shared/schemas/accounts'
import { usePreferences } from '../api/get-preferences'
import { useUpdatePrivacy, type PrivacySettings } from '../api/update-privacy'
import { useSettingsForm } from '../hooks/use-settings-form'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { QueryState } from './query-state'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

type PrivacyChoice = keyof PrivacySettings

const CHOICE_KEYS = {
  dataSharingConsent: 'data_sharing',
  topTalentOptIn: 'top_talent',
  marketingConsent: 'marketing',
} as const satisfies Record<PrivacyChoice, string>

/** Talent choose all three (§2, PRODUCT.md "Who sees what"); a company user only chooses marketing. */
export const TALENT_PRIVACY_CHOICES: readonly PrivacyChoice[] = [
  'dataSharingConsent',
  'topTalentOptIn',
  'marketingConsent',
]
export const COMPANY_PRIVACY_CHOICES: readonly PrivacyChoice[] = ['marketingConsent']

function PrivacyForm({ choices, initial }: { choices: readonly PrivacyChoice[]; initial: PrivacySettings }) {
  const { t } = useTranslation('settings')
  const update = useUpdatePrivacy()
  const { form, fields, placeApiError } = useSettingsForm(PrivacySettingsSchema, initial)
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={form.onSubmit((values) => {
        update.mutate(PrivacySettingsSchema.parse(values), {
          onSuccess: (preferences) => {
            form.setInitialValues(preferences.privacy)
            form.setValues(preferences.privacy)
            notifySuccess(t('privacy.saved'))
          },
          onError: (error) => {
            const message = placeApiError(error)
            if (message) notifyError(message)
          },
        })
      })}
    >
      <Stack gap="lg">
        {choices.map((choice) => (
          <Switch
            key={choice}
            label={t(`privacy.${CHOICE_KEYS[choice]}`)}
            description={t(`privacy.${CHOICE_KEYS[choice]}_description`)}
            {...fields[choice]}
          />
        ))}
      </Stack>
      <div className={classes.actions}>
        <Button type="submit" loading={update.isPending}>
          {t('privacy.save')}
        </Button>
      </div>
    </form>
  )
}

export interface PrivacySectionProps {
  id: string
  title: string
  description: string
  choices: readonly PrivacyChoice[]
}

/** Consent and visibility switches, saved together with the §8 "privacy preferences updated" message. */
export function PrivacySection({ id, title, description, choices }: PrivacySectionProps) {
  const query = usePreferences()
  return (
    <SettingsSection id={id} title={title} description={description} icon={<IconEye size={22} />}>
      <QueryState query={query}>{(data) => <PrivacyForm choices={choices} initial={data.privacy} />}</QueryState>
    </SettingsSection>
  )
}
