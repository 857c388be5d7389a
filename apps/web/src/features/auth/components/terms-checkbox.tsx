import { Checkbox } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'

/** §5: the terms and the privacy statement must be accepted at registration. */
export function TermsCheckbox({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  const { t } = useTranslation('auth')
  return <Checkbox label={t('fields.accept_terms')} required {...inputProps} />
}
