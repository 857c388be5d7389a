import { Alert, Button, TextInput } from '@mantine/core'
import { IconAlertCircle, IconLock } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { DemoPaymentSchema, type DemoPaymentInput } from '@sentinela/shared/schemas/billing'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { ApiError } from '../../../lib/api-client'
import { applyApiError } from '../../../lib/form-errors'
import { zodValidator } from '../../../lib/zod-validator'
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/plan'
import { readSession, verifySession } from '../../../lib/session'
import { usePayDemoCheckout } from '../api/pay-demo-checkout'
import layout from '../../../components/ui/layout.module.css'

const FIELDS = ['cardNumber', 'expiry', 'cvc', 'nameOnCard'] as const
const EMPTY: DemoPaymentInput = { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' }

/** "4242424242424242" → "4242 4242 4242 4242" while typing; anything but digits is dropped. */
const groupDigits = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** "1230" → "12/30" while typing. */
const slashExpiry = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/**
 * The demo provider's card form. A paid checkout refreshes the subscription and the kept session (the plan's name,
 * §4), then goes where the API says; a declined card says so and keeps what was typed.
 */
export function CardForm({ token, amount }: { token: string; amount: string }) {
  const { t } = useTranslation(['billing', 'validation', 'errors'])
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const pay = usePayDemoCheckout()
  const [problem, setProblem] = useState<{ title: string; message: string } | undefined>()
  const { form, fields } = useCheckedForm<DemoPaymentInput>(
    EMPTY,
    zodValidator(DemoPaymentSchema, t as unknown as TFunction),
    { checkUntouchedOnBlur: false },
  )

  const onSubmit = form.onSubmit((payment) => {
    setProblem(undefined)
    pay.mutate(
      { token, payment },
      {
        onSuccess: async ({ returnUrl }) => {
          await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY })
          const stored = readSession()
          if (stored) await verifySession(stored).catch(() => undefined)
          await navigate(returnUrl, { replace: true })
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'card_declined') {
            setProblem({ title: t('checkout.declined_title'), message: error.message })
            return
          }
          const rest = applyApiError(error, form.setFieldError, FIELDS)
          if (rest) setProblem({ title: t('checkout.failed'), message: rest })
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={onSubmit} className={layout.modalForm}>
      <TextInput
        label={t('checkout.card_number')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        {...fields.cardNumber}
        onChange={(event) => fields.cardNumber.onChange(groupDigits(event.currentTarget.value))}
      />
      <div className={layout.fieldGrid}>
        <TextInput
          label={t('checkout.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.expiry_placeholder')}
          required
          {...fields.expiry}
          onChange={(event) => fields.expiry.onChange(slashExpiry(event.currentTarget.value))}
        />
        <TextInput
          label={t('checkout.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          {...fields.cvc}
        />
      </div>
      <TextInput label={t('checkout.name_on_card')} autoComplete="cc-name" required {...fields.nameOnCard} />
      {problem ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={problem.title} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      <Button type="submit" loading={pay.isPending} leftSection={<IconLock size={18} aria-hidden />}>
        {t('checkout.pay', { amount })}
      </Button>
    </form>
  )
}
