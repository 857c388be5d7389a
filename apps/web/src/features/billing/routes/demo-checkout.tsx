import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { DEMO_CARDS } from '@sentinela/shared/schemas/billing'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { PATHS, pathOf } from '../../../config/paths'
import { useLanguage } from '../../../hooks/use-language'
import { useDemoCheckout } from '../api/get-demo-checkout'
import { usePlans } from '../api/list-plans'
import { CardForm } from '../components/card-form'
import { formatPrice } from '../utils/format'
import classes from '../components/billing.module.css'

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ')

function Checkout({ token }: { token: string }) {
  const { t } = useTranslation(['billing', 'common'])
  const language = useLanguage()
  const checkout = useDemoCheckout(token)
  const plans = usePlans()

  if (checkout.isPending) return <LoadingStatus label={t('checkout.loading')} />
  if (checkout.isError)
    return (
      <Stack align="flex-start">
        <LoadFailed title={t('checkout.load_failed')} error={checkout.error} />
        <Anchor component={Link} to={PATHS.subscriptions} fw={600}>
          {t('checkout.back_to_plans')}
        </Anchor>
      </Stack>
    )

  const order = checkout.data
  const amount = formatPrice(order.amountCents, language)
  const planName =
    plans.data?.find((plan) => plan.code === order.plan)?.name ??
    order.plan.charAt(0).toUpperCase() + order.plan.slice(1)
  return (
    <div className={classes.checkout}>
      <Paper component="section" aria-labelledby="checkout-summary" withBorder radius="md" p="lg">
        <Title order={2} size="h4" id="checkout-summary" mb="sm">
          {t('checkout.summary_title')}
        </Title>
        <dl className={classes.facts}>
          <div>
            <dt>{t('checkout.plan')}</dt>
            <dd>{planName}</dd>
          </div>
          <div>
            <dt>{t('checkout.interval')}</dt>
            <dd>{t(`interval.${order.interval}`)}</dd>
          </div>
          <div>
            <dt>{t('checkout.amount')}</dt>
            <dd>
              {amount} {t(`per.${order.interval}`)}
            </dd>
          </div>
          <div>
            <dt>{t('checkout.customer')}</dt>
            <dd>
              {order.customerName}
              <Text size="xs" c="gray.7" fw={400} style={{ overflowWrap: 'anywhere' }}>
                {order.billingEmail}
              </Text>
            </dd>
          </div>
        </dl>
      </Paper>
      <Paper component="section" aria-labelledby="checkout-card" withBorder radius="md" p="lg">
        <Title order={2} size="h4" id="checkout-card" mb="sm">
          {t('checkout.card_title')}
        </Title>
        {order.status === 'completed' ? (
          <Stack align="flex-start">
            <Text>
              <IconCircleCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t('checkout.completed')}
            </Text>
            <Button component={Link} to={pathOf('company_account_subscriptions')}>
              {t('checkout.see_subscription')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <div>
              <Text size="sm" fw={600}>
                {t('checkout.test_cards_title')}
              </Text>
              <ul className={classes.testCards}>
                <li>{t('checkout.test_card_pays', { card: spaced(DEMO_CARDS.pays) })}</li>
                <li>{t('checkout.test_card_declined', { card: spaced(DEMO_CARDS.declined) })}</li>
                <li>{t('checkout.test_card_fails_later', { card: spaced(DEMO_CARDS.failsLater) })}</li>
              </ul>
              <Text size="xs" c="gray.7">
                {t('checkout.test_cards_hint')}
              </Text>
            </div>
            <CardForm token={token} amount={amount} />
          </Stack>
        )}
      </Paper>
    </div>
  )
}

function CheckoutScreen() {
  const { t } = useTranslation(['billing', 'common'])
  const { token = '' } = useParams()
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.billing_checkout')} intro={t('billing:checkout.intro')} />
      <Checkout token={token} />
    </div>
  )
}

/** /billing/checkout/{token}: the built-in demo provider's payment page (#16), when Stripe is not configured. */
export function DemoCheckoutRoute() {
  return (
    <ScreenSuspense>
      <CheckoutScreen />
    </ScreenSuspense>
  )
}
