import { Alert, Anchor, Button, Select, Stack, Tabs, Text, TextInput, Title, VisuallyHidden } from '@mantine/core'
import { IconAlertTriangle, IconDownload, IconInfoCircle, IconMail, IconSearch, IconTrophy } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { TALENT_PAGE_SIZE, type TalentCard } from '@sentinela/shared/schemas/talent-search'
import { ContactTalentDialog } from '../../../components/contact/contact-talent-dialog'
import { TalentProfileDrawer } from '../../../components/talent-profile/talent-profile-drawer'
import { EmptyState } from '../../../components/ui/empty-state'
import { FiltersColumn } from '../../../components/ui/filters-column'
import { PlanUpgradeAlert } from '../../../components/ui/plan-upgrade-alert'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { sameText, useDebouncedDraft } from '../../../hooks/use-debounced-draft'
import { useFiltersInAddress, type UpdateFilters } from '../../../hooks/use-filters-in-address'
import { useLanguage } from '../../../hooks/use-language'
import { ApiError } from '../../../lib/api-client'
import { useMasterData } from '../../../lib/get-master-data'
import { useWorkRoles, type CategoryWithRoles } from '../../../lib/list-work-roles'
import { isPlanRefusal, useSubscription } from '../../../lib/plan'
import { readSession } from '../../../lib/session'
import { talentPdfUrl } from '../api/get-talent-pdf'
import { useTopTalent } from '../api/list-top-talent'
import { useSearchTalent, type TalentPage } from '../api/search-talent'
import { TalentFilters, useRoleGroups, useSearchableProps } from '../components/talent-filters'
import { TalentResults } from '../components/talent-results'
import {
  TALENT_TABS,
  changeFilters,
  clearFilters,
  countActiveFilters,
  fieldErrorsOf,
  isSearchTextTooShort,
  readFilters,
  toTalentSearch,
  toTopTalent,
  writeFilters,
  type FilterField,
  type TalentFilters as Filters,
  type TalentTab,
} from '../utils/search-params'
import layout from '../../../components/ui/layout.module.css'
import classes from '../components/talent-search.module.css'

const STATUS_ROLE = 'status'
const JOBS_PATH = '/jobs'
type Update = UpdateFilters<Filters>

/** A 400's field issues go under their fields; anything else about the request is the results' to say. */
function useFieldErrors(error: Error | null) {
  return useMemo(() => {
    if (!(error instanceof ApiError) || error.status !== 400) return { fields: {}, isFieldsOnly: false }
    const { fields, hasOther } = fieldErrorsOf(error.errors)
    return { fields, isFieldsOnly: Object.keys(fields).length > 0 && !hasOther }
  }, [error]) as { fields: Partial<Record<FilterField, string>>; isFieldsOnly: boolean }
}

/** A language's name by its code: the master data's label in the interface language, else the runtime's. */
function useLanguageName(languages: { code: string | number; label: string }[] | undefined) {
  const language = useLanguage()
  return useMemo(() => {
    const labels = new Map((languages ?? []).map((item) => [String(item.code), item.label]))
    return (code: string) => {
      const label = labels.get(code)
      if (label) return label
      try {
        return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code
      } catch {
        return code
      }
    }
  }, [languages, language])
}

interface PanelProps {
  filters: Filters
  update: Update
  workRoles: CategoryWithRoles[] | undefined
  bar: ReactNode
  results: UseQueryResult<TalentPage>
  /** Top talent without a role: nothing to rank yet. */
  isWaitingForRole: boolean
  fieldErrors: Partial<Record<FilterField, string>>
  isFieldsOnly: boolean
  languageName: (code: string) => string
  onViewProfile: (talent: TalentCard) => void
  onContact: (talent: TalentCard) => void
  /** The filters the company's plan includes (#16); undefined while it loads. */
  plan: { hardSkillFilters: boolean; softSkillFilters: boolean } | undefined
}

/** What both tabs share: the main field, the filters beside the results, the results and their pages. */
function SearchPanel({
  filters,
  update,
  workRoles,
  bar,
  results,
  isWaitingForRole,
  fieldErrors,
  isFieldsOnly,
  languageName,
  onViewProfile,
  onContact,
  plan,
}: PanelProps) {
  const { t } = useTranslation('talent-search')
  const masterData = useMasterData()
  const resultsHeadingId = useId()
  const activeFilters = countActiveFilters(filters)
  const total = results.data?.totalNumberOfRecords ?? 0
  const from = total === 0 ? 0 : (filters.page - 1) * TALENT_PAGE_SIZE + 1
  const to = Math.min(filters.page * TALENT_PAGE_SIZE, total)
  const isTop = filters.tab === 'top'

  const onPage = (page: number) => {
    update({ page })
    document.getElementById(resultsHeadingId)?.scrollIntoView({ block: 'start' })
  }

  let content: ReactNode
  if (isWaitingForRole) {
    content = (
      <EmptyState icon={<IconTrophy size={36} />} title={t('top.choose_role_title')} body={t('top.choose_role_body')} />
    )
  } else if (results.data) {
    content = (
      <Stack gap="md">
        {results.data.preview ? (
          // #16: top talent on a plan without it ranks people by fit, nobody named.
          <PlanUpgradeAlert title={t('top.preview_title')} message={t('top.preview_body')} />
        ) : null}
        <TalentResults
          talents={results.data.data}
          total={total}
          page={filters.page}
          isRanked={isTop}
          isStale={results.isPlaceholderData}
          headingId={resultsHeadingId}
          languageName={languageName}
          onPage={onPage}
          onViewProfile={onViewProfile}
          onContact={onContact}
          isPreview={results.data.preview}
        />
      </Stack>
    )
  } else if (isPlanRefusal(results.error)) {
    // A filter the plan does not include (an old link, a plan that changed): the API's words and the way to a plan.
    content = <PlanUpgradeAlert message={results.error.message} />
  } else if (results.isError && isFieldsOnly) {
    content = (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
        {results.error.message}
      </Alert>
    )
  } else if (results.isError) {
    content = (
      <LoadFailed
        title={t('results.load_failed')}
        error={results.error}
        onRetry={() => void results.refetch()}
        isRetrying={results.isFetching}
      />
    )
  } else {
    content = <LoadingStatus label={t('results.loading')} />
  }

  return (
    <div className={classes.panel}>
      {bar}
      <div className={classes.searchLayout}>
        <FiltersColumn
          activeFilters={activeFilters}
          // A refused filter opens the panel on a phone, so the message under it can be seen.
          forceOpen={Object.keys(fieldErrors).some((field) => field !== 'text')}
          texts={{
            title: t('filters.title'),
            active: (count) => t('filters.active', { count }),
            show: t('filters.show'),
            hide: t('filters.hide'),
          }}
        >
          <TalentFilters
            filters={filters}
            onChange={(change) => update(change)}
            onClear={() => update(clearFilters(filters))}
            masterData={masterData.data}
            workRoles={workRoles}
            errors={fieldErrors}
            plan={plan}
          />
        </FiltersColumn>

        <section className={layout.resultsColumn} aria-labelledby={resultsHeadingId}>
          <div className={layout.resultsHeader}>
            <Title order={2} size="h4" id={resultsHeadingId}>
              {isTop ? t('results.top_title') : t('results.title')}
            </Title>
            <Text size="sm" c="dimmed" role={STATUS_ROLE}>
              {results.data && !results.isPlaceholderData && !isWaitingForRole
                ? total > 0
                  ? t(results.data.totalIsCapped ? 'results.range_capped' : 'results.range', { from, to, count: total })
                  : t('results.none_found')
                : null}
              {results.isFetching ? <VisuallyHidden>{t('results.loading')}</VisuallyHidden> : null}
            </Text>
          </div>
          {content}
        </section>
      </div>
    </div>
  )
}

/** "Search talent": text and every filter over the talents who share their profile. */
function SearchTab(props: Omit<PanelProps, 'bar' | 'results' | 'isWaitingForRole' | 'fieldErrors' | 'isFieldsOnly'>) {
  const { t } = useTranslation('talent-search')
  const { filters, update } = props
  const search = useMemo(() => toTalentSearch(filters), [filters])
  const results = useSearchTalent(search)
  const { fields, isFieldsOnly } = useFieldErrors(results.error)
  const [text, setText] = useDebouncedDraft(
    filters.text,
    (value) => update({ text: value }, { replace: true }),
    sameText,
  )
  // PRODUCT.md: searches start at 2 characters; one is said here and never sent (utils/search-params.ts).
  const isTooShort = isSearchTextTooShort(text)
  const bar = (
    <>
      <form role="search" className={layout.searchBar} onSubmit={(event) => event.preventDefault()}>
        <TextInput
          type="search"
          className={classes.searchInput}
          label={t('search.label')}
          description={t('search.description')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          maxLength={100}
          error={fields.text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </form>
      {isTooShort ? (
        <Text size="sm" c="dimmed" role={STATUS_ROLE}>
          {t('search.too_short')}
        </Text>
      ) : null}
    </>
  )
  return (
    <SearchPanel
      {...props}
      bar={bar}
      results={results}
      isWaitingForRole={false}
      fieldErrors={fields}
      isFieldsOnly={isFieldsOnly}
    />
  )
}

/** "Top talent": the people who opted in, ranked by their fit for one NICE work role. */
function TopTab(props: Omit<PanelProps, 'bar' | 'results' | 'isWaitingForRole' | 'fieldErrors' | 'isFieldsOnly'>) {
  const { t } = useTranslation('talent-search')
  const { filters, update, workRoles } = props
  const input = useMemo(() => toTopTalent(filters), [filters])
  const results = useTopTalent(input)
  const { fields, isFieldsOnly } = useFieldErrors(results.error)
  const roleGroups = useRoleGroups(workRoles)
  const searchable = useSearchableProps()
  const bar = (
    <div className={layout.searchBar}>
      <Select
        className={classes.searchInput}
        label={t('top.role_label')}
        description={t('top.role_description')}
        placeholder={t('top.role_placeholder')}
        leftSection={<IconTrophy size={16} aria-hidden />}
        data={roleGroups}
        disabled={!workRoles}
        value={filters.workRoleCode}
        error={fields.workRoleCode}
        onChange={(value) => update({ workRoleCode: value })}
        {...searchable}
      />
    </div>
  )
  return (
    <SearchPanel
      {...props}
      bar={bar}
      results={results}
      isWaitingForRole={input === null}
      fieldErrors={fields}
      isFieldsOnly={isFieldsOnly}
    />
  )
}

function TalentSearchPage({ title }: { title: string }) {
  const { t } = useTranslation('talent-search')
  // §6: searching and contacting talent is the company's; a talent who lands here is pointed to the jobs.
  const isTalent = readSession()?.role === 'talent'
  const [filters, update] = useFiltersInAddress({ read: readFilters, write: writeFilters, change: changeFilters })
  const masterData = useMasterData()
  const workRoles = useWorkRoles()
  const languageName = useLanguageName(masterData.data?.languages)
  const subscription = useSubscription(!isTalent)
  const [profileOf, setProfileOf] = useState<TalentCard | null>(null)
  const [contactOf, setContactOf] = useState<TalentCard | null>(null)
  const onContact = useCallback((talent: TalentCard) => {
    // One layer at a time: the profile closes when the message opens.
    setProfileOf(null)
    setContactOf(talent)
  }, [])

  const tabProps = {
    filters,
    update,
    workRoles: workRoles.data,
    languageName,
    onViewProfile: setProfileOf,
    onContact,
    plan: subscription.data?.plan.limits,
  }

  return (
    <div className={classes.page}>
      <PageHeader title={title} intro={t('intro')} />
      {isTalent ? (
        <Alert color="indigo" icon={<IconInfoCircle aria-hidden />} title={t('talent_only.title')}>
          {t('talent_only.body')}{' '}
          <Anchor component={Link} to={JOBS_PATH}>
            {t('talent_only.link')}
          </Anchor>
        </Alert>
      ) : (
        <Tabs
          value={filters.tab}
          onChange={(value) => {
            const tab = TALENT_TABS.find((candidate) => candidate === value)
            if (tab) update({ tab: tab satisfies TalentTab })
          }}
          keepMounted={false}
          classNames={{ list: classes.tabList, tab: classes.tab }}
        >
          <Tabs.List aria-label={t('tabs.label')}>
            <Tabs.Tab value="search" leftSection={<IconSearch size={18} aria-hidden />}>
              {t('tabs.search')}
            </Tabs.Tab>
            <Tabs.Tab value="top" leftSection={<IconTrophy size={18} aria-hidden />}>
              {t('tabs.top')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="search" pt="lg">
            <SearchTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="top" pt="lg">
            <TopTab {...tabProps} />
          </Tabs.Panel>
        </Tabs>
      )}
      <TalentProfileDrawer
        talent={profileOf}
        onClose={() => setProfileOf(null)}
        actions={
          profileOf ? (
            <>
              <Button leftSection={<IconMail size={18} aria-hidden />} onClick={() => onContact(profileOf)}>
                {t('actions.contact')}
              </Button>
              <Button
                component="a"
                href={talentPdfUrl(profileOf.talentId)}
                download
                variant="default"
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {t('actions.download_pdf')}
              </Button>
            </>
          ) : null
        }
      />
      {contactOf ? (
        <ContactTalentDialog
          key={contactOf.talentId}
          opened
          talentId={contactOf.talentId}
          talentName={`${contactOf.firstName} ${contactOf.lastName}`}
          onClose={() => setContactOf(null)}
        />
      ) : null}
    </div>
  )
}

/** /company/account/TalentSerch: the company's talent search and top talent (§2, §1 "search and contact talent"). */
export function TalentSearchRoute() {
  return (
    <ScreenSuspense>
      <TitledPage pageKey="company_account_talent_search" />
    </ScreenSuspense>
  )
}

/** /SearchTalent: the same screen from the main shell (§2). */
export function SearchTalentRoute() {
  return (
    <ScreenSuspense>
      <TitledPage pageKey="search_talent" />
    </ScreenSuspense>
  )
}

function TitledPage({ pageKey }: { pageKey: 'company_account_talent_search' | 'search_talent' }) {
  const { t } = useTranslation('common')
  return <TalentSearchPage title={t(`page.${pageKey}`)} />
}
