import { Alert, Button, Modal, Select, Text, TextInput } from '@mantine/core'
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  BillingDetailsSchema,
  type BillingDetailsInput,
  type BillingInterval,
  type PaidPlanCode,
  type Plan,
} from '@sentinela/shared/schemas/billing'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { useLanguage } from '../../../hooks/use-language'
import { ApiError } from '../../../lib/api-client'
import { placeFieldIssues } from '../../../lib/form-errors'
import { zodValidator } from '../../../lib/zod-validator'
import { searchableSelectProps, toSelectData } from '../../../lib/select-options'
import type { BillingContact } from '../api/get-billing-contact'
import { useTakeSubscription } from '../api/take-subscription'
import { formatPrice, priceOf } from '../utils/format'
import layout from '../../../components/ui/layout.module.css'

const FIELDS = ['billingEmail', 'customerName', 'country', 'phone', 'address1', 'town', 'state', 'postCode'] as const

/** The first values: what the company profile already says, so the main admin only completes the rest. */
function initialValues(contact: BillingContact | undefined): BillingDetailsInput {
  const profile = contact?.profile
  return {
    billingEmail: contact?.account.email ?? '',
    customerName: profile?.name ?? '',
    country: profile?.country ?? profile?.phoneCountry ?? '',
    phone: profile?.phone ?? '',
    address1: '',
    town: profile?.city ?? '',
    state: '',
    postCode: '',
  }
}

/** Where to pay: the demo provider's page is a path of this app, Stripe Checkout is another site. */
export function useGoToCheckout() {
  const navigate = useNavigate()
  return (checkoutUrl: string) => {
    if (checkoutUrl.startsWith('/')) return void navigate(checkoutUrl)
    window.location.assign(checkoutUrl)
  }
}

interface BillingFormProps {
  plan: Plan & { code: PaidPlanCode }
  interval: BillingInterval
  contact: BillingContact | undefined
  masterData: MasterData | undefined
}

/** §3 billing details (§5: all required), then on to pay for the plan. */
function BillingForm({ plan, interval, contact, masterData }: BillingFormProps) {
  const { t } = useTranslation(['billing', 'validation', 'errors'])
  const language = useLanguage()
  const take = useTakeSubscription()
  const goToCheckout = useGoToCheckout()
  const [problem, setProblem] = useState<{ message: string; fromChecks: boolean } | undefined>()
  const { form, fields } = useCheckedForm<BillingDetailsInput>(
    initialValues(contact),
    zodValidator(BillingDetailsSchema, t as unknown as TFunction),
    { checkUntouchedOnBlur: false },
  )
  const values = form.getValues()
  const searchable = searchableSelectProps({
    nothingFound: t('billing_form.nothing_found'),
    clearChoice: t('billing_form.clear_choice'),
  })

  const onSubmit = form.onSubmit(
    (billing) => {
      setProblem(undefined)
      take.mutate(
        { plan: plan.code, interval, billing },
        {
          onSuccess: ({ checkoutUrl }) => goToCheckout(checkoutUrl),
          onError: (error) => {
            if (error instanceof ApiError) {
              const { rest } = placeFieldIssues(error, form.setFieldError, (path) => {
                const field = path.replace(/^billing\./, '')
                return (FIELDS as readonly string[]).includes(field) ? field : undefined
              })
              setProblem(rest === undefined ? undefined : { message: rest, fromChecks: false })
            } else setProblem({ message: error.message, fromChecks: false })
          },
        },
      )
    },
    () => setProblem({ message: t('billing_form.check_fields'), fromChecks: true }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className={layout.modalForm}>
      <Text size="sm">
        {t('billing_form.summary', {
          plan: plan.name,
          interval: t(`interval.${interval}`),
          amount: formatPrice(priceOf(plan, interval), language),
          per: t(`per.${interval}`),
        })}
      </Text>
      <div className={layout.fieldGrid}>
        <TextInput
          type="email"
          label={t('billing_form.billing_email')}
          autoComplete="email"
          required
          {...fields.billingEmail}
        />
        <TextInput
          label={t('billing_form.customer_name')}
          description={t('billing_form.customer_name_hint')}
          autoComplete="organization"
          required
          {...fields.customerName}
        />
        <Select
          label={t('billing_form.country')}
          data={toSelectData(masterData?.countries)}
          required
          {...searchable}
          {...fields.country}
          value={values.country || null}
          onChange={(value) => fields.country.onChange(value ?? '')}
        />
        <TextInput
          type="tel"
          label={t('billing_form.phone')}
          description={t('billing_form.phone_hint')}
          autoComplete="tel"
          required
          {...fields.phone}
        />
        <TextInput
          label={t('billing_form.address1')}
          autoComplete="address-line1"
          required
          className={layout.wide}
          {...fields.address1}
        />
        <TextInput label={t('billing_form.town')} autoComplete="address-level2" required {...fields.town} />
        <TextInput label={t('billing_form.state')} autoComplete="address-level1" required {...fields.state} />
        <TextInput label={t('billing_form.post_code')} autoComplete="postal-code" required {...fields.postCode} />
      </div>
      {/* "Check the red fields" goes away with the last red field. */}
      {problem && (!problem.fromChecks || Object.keys(form.errors).length > 0) ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('billing_form.failed')}>
          {problem.message}
        </Alert>
      ) : null}
      <Button type="submit" loading={take.isPending} leftSection={<IconCreditCard size={18} aria-hidden />}>
        {t('billing_form.submit')}
      </Button>
    </form>
  )
}

/** The billing form in a dialog, for the plan the main admin chose. */
export function BillingDialog({
  choice,
  onClose,
  ...data
}: {
  choice: { plan: Plan & { code: PaidPlanCode }; interval: BillingInterval } | null
  onClose: () => void
  contact: BillingContact | undefined
  masterData: MasterData | undefined
}) {
  const { t } = useTranslation(['billing', 'common'])
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={choice ? t('billing_form.title', { plan: choice.plan.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close_dialog') }}
    >
      {choice ? <BillingForm key={`${choice.plan.code}-${choice.interval}`} {...choice} {...data} /> : null}
    </Modal>
  )
}
