import { TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'

const TEL_INPUT = 'tel'
const EMAIL_INPUT = 'email'
const URL_INPUT = 'url'

export interface ContactFieldsProps {
  /** The three fields' input props from the form. */
  fields: Record<'phone' | 'website' | 'secondaryEmail', GetInputPropsReturnType>
  /** Each field's label and hint, in the screen's words. */
  labels: Record<'phone' | 'website' | 'secondaryEmail', { label: string; hint: string }>
}

/**
 * Phone, website and a second e-mail address: the same three ways to be reached on the talent's and the company's
 * profile. They sit in the form's own field grid.
 */
export function ContactFields({ fields, labels }: ContactFieldsProps) {
  return (
    <>
      <TextInput
        type={TEL_INPUT}
        label={labels.phone.label}
        description={labels.phone.hint}
        autoComplete="tel"
        {...fields.phone}
      />
      <TextInput
        type={URL_INPUT}
        label={labels.website.label}
        description={labels.website.hint}
        autoComplete="url"
        {...fields.website}
      />
      <TextInput
        type={EMAIL_INPUT}
        label={labels.secondaryEmail.label}
        description={labels.secondaryEmail.hint}
        autoComplete="email"
        {...fields.secondaryEmail}
      />
    </>
  )
}
