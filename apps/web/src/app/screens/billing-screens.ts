import { page, type ScreenRegistry } from './screen-registry'

/** Subscriptions and billing (#16): the plans, the demo checkout, the company's subscription, the operator's plans. */
export const BILLING_SCREENS: ScreenRegistry = {
  subscriptions: {
    lazy: {
      Component: page(
        () => import('../../features/billing/routes/plans'),
        (module) => module.PlansRoute,
      ),
    },
  },
  billing_checkout: {
    lazy: {
      Component: page(
        () => import('../../features/billing/routes/demo-checkout'),
        (module) => module.DemoCheckoutRoute,
      ),
    },
  },
  company_account_subscriptions: {
    lazy: {
      Component: page(
        () => import('../../features/billing/routes/company-subscription'),
        (module) => module.CompanySubscriptionRoute,
      ),
    },
  },
  operator_plans: {
    lazy: {
      Component: page(
        () => import('../../features/operator/routes/plans'),
        (module) => module.OperatorPlansRoute,
      ),
    },
  },
}
