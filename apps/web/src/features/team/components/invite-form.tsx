import { Alert, Button, TextInput } from '@mantine/core'
import { IconAlertCircle, IconSend, IconUserPlus } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InviteTalentSchema } from '@sentinela/shared/schemas/team'
import { SectionCard } from '../../../components/ui/section-card'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { ApiError } from '../../../lib/api-client'
import { applyApiError } from '../../../lib/form-errors'
import { zodValidator } from '../../../lib/zod-validator'
import { useInviteTalent } from '../api/invite-talent'
import { notifySuccess } from '../../../lib/notify'
import { fullName } from '../utils/team'
import classes from './team.module.css'

interface InviteValues extends Record<string, unknown> {
  firstName: string
  lastName: string
  email: string
}

const EMPTY: InviteValues = { firstName: '', lastName: '', email: '' }
const FIELDS = ['firstName', 'lastName', 'email'] as const
const EMAIL_INPUT = 'email'

/** §8 "error in invitation to talent": answers about the e-mail address, whose message goes on the e-mail field. */
const EMAIL_CODES: ReadonlySet<string> = new Set(['invitation_failed', 'already_in_team'])

/** The company invites a talent by name and e-mail; §5: every field is mandatory. */
export function InviteForm({ id }: { id: string }) {
  const { t } = useTranslation(['team', 'validation', 'errors'])
  const invite = useInviteTalent()
  const [failure, setFailure] = useState<string | undefined>()
  const [isSubmitted, setSubmitted] = useState(false)
  const validate = useMemo(() => zodValidator<InviteValues>(InviteTalentSchema, t as unknown as TFunction), [t])
  const { form, fields, reset } = useCheckedForm<InviteValues>(EMPTY, validate)

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = FIELDS.find((field) => errors[field])
    if (first) form.getInputNode(first)?.focus()
  }

  const onSubmit = form.onSubmit(
    (values) => {
      setFailure(undefined)
      setSubmitted(false)
      invite.mutate(InviteTalentSchema.parse(values), {
        onSuccess: () => {
          notifySuccess(t('invite.invited', { name: fullName(values) }))
          reset()
          form.getInputNode('firstName')?.focus()
        },
        onError: (error) => {
          if (error instanceof ApiError && EMAIL_CODES.has(error.code)) {
            form.setFieldError('email', error.message)
            form.getInputNode('email')?.focus()
            return
          }
          const rest = applyApiError(error, form.setFieldError, FIELDS)
          if (rest) setFailure(rest)
          if (error instanceof ApiError)
            focusFirstError(Object.fromEntries(error.errors.map((issue) => [issue.path, 1])))
        },
      })
    },
    (errors) => {
      setSubmitted(true)
      focusFirstError(errors)
    },
  )

  const hasErrors = Object.keys(form.errors).length > 0

  return (
    <SectionCard
      id={id}
      title={t('invite.title')}
      description={t('invite.description')}
      icon={<IconUserPlus size={22} />}
    >
      <form noValidate onSubmit={onSubmit} className={classes.form} aria-labelledby={`${id}-heading`}>
        {isSubmitted && hasErrors ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('errors:validation_failed')} />
        ) : null}
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('invite.failed')}>
            {failure}
          </Alert>
        ) : null}
        <TextInput label={t('invite.first_name')} autoComplete="off" required {...fields.firstName} />
        <TextInput label={t('invite.last_name')} autoComplete="off" required {...fields.lastName} />
        <TextInput
          type={EMAIL_INPUT}
          label={t('invite.email')}
          description={t('invite.email_hint')}
          autoComplete="off"
          required
          {...fields.email}
        />
        <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} loading={invite.isPending}>
          {t('invite.submit')}
        </Button>
      </form>
    </SectionCard>
  )
}
