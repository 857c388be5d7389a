import { Alert, Modal, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core'
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminUserInputSchema, type AdminUserInput } from '@sentinela/shared/schemas/company'
import { DialogActions } from '../../../components/ui/dialog-actions'
import { PasswordMeter } from '../../../components/ui/password-meter'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { PlanUpgradeAlert } from '../../../components/ui/plan-upgrade-alert'
import { ApiError } from '../../../lib/api-client'
import { isPlanRefusal } from '../../../lib/plan'
import { applyApiError } from '../../../lib/form-errors'
import { zodValidator } from '../../../lib/zod-validator'
import { useCreateEmployee } from '../api/create-employee'
import { notifySuccess } from '../../../lib/notify'
import layout from '../../../components/ui/layout.module.css'

type AdminValues = Required<AdminUserInput>

const EMPTY: AdminValues = { firstName: '', lastName: '', jobTitle: '', email: '', password: '', confirmPassword: '' }
const FIELDS = Object.keys(EMPTY) as (keyof AdminValues)[]
const EMAIL_INPUT = 'email'

/** §5, §8: the answers that name the e-mail address, whose message goes on the e-mail field. */
const EMAIL_TAKEN_CODES: ReadonlySet<string> = new Set(['email_already_registered', 'email_belongs_to_company'])

export interface AddAdminDialogProps {
  opened: boolean
  onClose: () => void
}

/**
 * §6: the main admin creates an admin user and a password they share internally. §5: every field is mandatory, the
 * password follows the rule its meter shows, and the confirmation must match.
 */
export function AddAdminDialog({ opened, onClose }: AddAdminDialogProps) {
  const { t } = useTranslation(['company', 'validation', 'errors'])
  const create = useCreateEmployee()
  const meterId = useId()
  const [failure, setFailure] = useState<string | undefined>()
  // #16: the plan's platform users are all taken; said with the way to a plan that has more.
  const [planRefusal, setPlanRefusal] = useState<string | undefined>()
  const [isSubmitted, setSubmitted] = useState(false)
  const validate = useMemo(() => zodValidator<AdminValues>(AdminUserInputSchema, t as unknown as TFunction), [t])
  const { form, fields } = useCheckedForm<AdminValues>(EMPTY, validate, { checkUntouchedOnBlur: false })
  const toggle = { 'aria-label': t('admins.show_password') }

  const close = () => {
    form.reset()
    setFailure(undefined)
    setPlanRefusal(undefined)
    setSubmitted(false)
    create.reset()
    onClose()
  }

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = FIELDS.find((field) => errors[field])
    if (first) form.getInputNode(first)?.focus()
  }

  const onSubmit = form.onSubmit(
    (values) => {
      setFailure(undefined)
      setPlanRefusal(undefined)
      create.mutate(values, {
        onSuccess: (user) => {
          notifySuccess(t('admins.added', { name: `${user.firstName} ${user.lastName}` }))
          close()
        },
        onError: (error) => {
          if (isPlanRefusal(error)) return setPlanRefusal(error.message)
          if (error instanceof ApiError && EMAIL_TAKEN_CODES.has(error.code)) {
            form.setFieldError('email', error.message)
            form.getInputNode('email')?.focus()
            return
          }
          const rest = applyApiError(error, form.setFieldError, FIELDS)
          if (rest) setFailure(rest)
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
    <Modal
      opened={opened}
      onClose={close}
      title={t('admins.add_title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
    >
      <form noValidate onSubmit={onSubmit} className={layout.modalForm}>
        <Text size="sm" c="dimmed">
          {t('admins.add_intro')}
        </Text>
        {isSubmitted && hasErrors ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('errors:validation_failed')} />
        ) : null}
        {failure ? <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={failure} /> : null}
        {planRefusal ? <PlanUpgradeAlert message={planRefusal} /> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('admins.first_name')} autoComplete="off" required data-autofocus {...fields.firstName} />
          <TextInput label={t('admins.last_name')} autoComplete="off" required {...fields.lastName} />
        </SimpleGrid>
        <TextInput label={t('admins.job_title')} autoComplete="off" required {...fields.jobTitle} />
        <TextInput type={EMAIL_INPUT} label={t('admins.email')} autoComplete="off" required {...fields.email} />
        <PasswordInput
          label={t('admins.password')}
          description={t('admins.password_hint')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...fields.password}
        />
        <PasswordMeter password={form.getValues().password} id={meterId} />
        <PasswordInput
          label={t('admins.confirm_password')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...fields.confirmPassword}
        />
        <DialogActions
          cancelLabel={t('actions.cancel')}
          onCancel={close}
          confirmLabel={t('admins.add_submit')}
          isPending={create.isPending}
          confirmIcon={<IconUserPlus size={18} aria-hidden />}
          mt="xs"
        />
      </form>
    </Modal>
  )
}
