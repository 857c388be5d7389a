import type { TFunction } from 'i18next'
import type { OptionListName } from '@sentinela/shared/master-data/option-lists'
import { translateKey } from '../../../lib/form-errors'

/**
 * A stored option code's label from the `options` catalog (§3: the code is stored, the label translated). The API
 * types some codes as plain strings and numbers, which the typed `t` cannot check.
 */
export function optionLabel(t: unknown, list: OptionListName, code: string | number): string {
  return translateKey(t as TFunction, `options:${list}.${code}`)
}
