import { page, type ScreenRegistry } from './screen-registry'

const countryAwards = {
  lazy: {
    Component: page(
      () => import('../../features/awards/routes/country-awards'),
      (module) => module.CountryAwardsRoute,
    ),
  },
}

/** Teacher awards (#19): the four country pages, a nominee's page, and the operator's review. */
export const AWARDS_SCREENS: ScreenRegistry = {
  mexico_awards: countryAwards,
  colombia_awards: countryAwards,
  chile_awards: countryAwards,
  argentina_awards: countryAwards,
  award_nominee: {
    lazy: {
      Component: page(
        () => import('../../features/awards/routes/award-nominee'),
        (module) => module.AwardNomineeRoute,
      ),
    },
  },
  operator_awards: {
    lazy: {
      Component: page(
        () => import('../../features/operator/routes/awards'),
        (module) => module.OperatorAwardsRoute,
      ),
    },
  },
}
