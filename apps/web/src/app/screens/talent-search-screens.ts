import { page, type ScreenRegistry } from './screen-registry'

/** Talent search and top talent (§2, #6): the company's screen, also reached from the main shell's /SearchTalent. */
export const TALENT_SEARCH_SCREENS: ScreenRegistry = {
  company_account_talent_search: {
    lazy: {
      Component: page(
        () => import('../../features/talent-search/routes/talent-search'),
        (module) => module.TalentSearchRoute,
      ),
    },
  },
  search_talent: {
    lazy: {
      Component: page(
        () => import('../../features/talent-search/routes/talent-search'),
        (module) => module.SearchTalentRoute,
      ),
    },
  },
}
