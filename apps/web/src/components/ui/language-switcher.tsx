import { NativeSelect } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { SUPPORTED_LANGUAGES, parseLanguage } from '@sentinela/shared/i18n/languages'
import { changeLanguage, getCurrentLanguage } from '../../lib/i18n'

/**
 * A native select: keyboard and screen-reader friendly everywhere. Each language is named in its own language
 * (English, Español, Português), whatever the interface is showing.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const current = parseLanguage(i18n.language) ?? getCurrentLanguage()
  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => {
        const next = parseLanguage(event.currentTarget.value)
        if (next) void changeLanguage(next)
      }}
      leftSection={<IconLanguage size={16} stroke={1.75} aria-hidden />}
      w={152}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {/* Every catalog names each language in its own language (i18n.test.ts), so the one loaded will do. */}
          {t(`language.${language}`)}
        </option>
      ))}
    </NativeSelect>
  )
}
