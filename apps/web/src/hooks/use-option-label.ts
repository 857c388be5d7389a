import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptionListName } from '@sentinela/shared/master-data/option-lists'

/**
 * The label of a stored code (§3: the code is stored, the label translated), from the `options` catalog:
 * `optionLabel('security_level', 2)` → "Top secret". An unknown code shows as itself rather than as a catalog key.
 */
export function useOptionLabel() {
  const { t, i18n } = useTranslation('options')
  return useCallback(
    (list: OptionListName, code: string | number) => {
      const key = `options:${list}.${code}`
      return i18n.exists(key) ? (t as unknown as (key: string) => string)(key) : String(code)
    },
    // `i18n.language` is read so the labels follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, i18n.language],
  )
}
