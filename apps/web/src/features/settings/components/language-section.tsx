import { Button, Radio, Stack } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SUPPORTED_LANGUAGES, parseLanguage, type Language } from '@sentinela/shared/i18n/languages'
import { usePreferences } from '../api/get-preferences'
import { useUpdateLanguage } from '../api/update-language'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { QueryState } from './query-state'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

function LanguageForm({ saved }: { saved: Language }) {
  const { t } = useTranslation('settings')
  const update = useUpdateLanguage()
  const [language, setLanguage] = useState<Language>(saved)
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(language, {
          // The interface has switched by now; the message reads in the chosen language.
          onSuccess: (preferences) => notifySuccess(t('language.saved', { lng: preferences.language })),
          onError: (error) => notifyError(error.message),
        })
      }}
    >
      <Radio.Group
        label={t('language.label')}
        value={language}
        onChange={(value) => setLanguage(parseLanguage(value) ?? saved)}
      >
        <Stack gap="sm" mt="xs">
          {SUPPORTED_LANGUAGES.map((code) => (
            // Each language is named in its own language in every catalog (i18n.test.ts), whatever the interface shows.
            <Radio key={code} value={code} label={<span lang={code}>{t(`language.${code}`, { ns: 'common' })}</span>} />
          ))}
        </Stack>
      </Radio.Group>
      <div className={classes.actions}>
        <Button type="submit" loading={update.isPending}>
          {t('language.save')}
        </Button>
      </div>
    </form>
  )
}

/** The account's language: the interface switches, and e-mails follow it (§9, PRODUCT.md "Languages"). */
export function LanguageSection({ id }: { id: string }) {
  const { t } = useTranslation('settings')
  const query = usePreferences()
  return (
    <SettingsSection
      id={id}
      title={t('language.title')}
      description={t('language.description')}
      icon={<IconLanguage size={22} />}
    >
      <QueryState query={query}>{(data) => <LanguageForm saved={data.language} />}</QueryState>
    </SettingsSection>
  )
}
