import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/**
 * The `t` that zodValidator wants, with the `validation` catalog loaded (it is not part of the first paint). The
 * validator builds its keys at run time (`validation:<code>`), so the namespace brand of the type adds nothing.
 */
export function useValidationT(): TFunction {
  const { t } = useTranslation('validation')
  return t as unknown as TFunction
}
