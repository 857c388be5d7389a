import { Button, NativeSelect, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core'
import { IconBookmark, IconSearch, IconSearchOff } from '@tabler/icons-react'
import { useEffect, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { JOB_PAGE_SIZE } from '@sentinela/shared/schemas/job-limits'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { EmptyState } from '../../../components/ui/empty-state'
import { FiltersColumn } from '../../../components/ui/filters-column'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { sameText, useDebouncedDraft } from '../../../hooks/use-debounced-draft'
import { useFiltersInAddress } from '../../../hooks/use-filters-in-address'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useMasterData } from '../../../lib/get-master-data'
import { useWorkRoles } from '../../../lib/list-work-roles'
import { signInPath } from '../../../lib/return-path'
import { readSession } from '../../../lib/session'
import { useSearchJobs } from '../api/search-jobs'
import { JobCard } from '../components/job-card'
import { JobFilters } from '../components/job-filters'
import { JobsScreen } from '../components/jobs-screen'
import { SaveAlertButton, SaveJobButton } from '../components/lazy-talent-actions'
import {
  SEARCH_SORTS,
  changeFilters,
  clearFilters,
  countActiveFilters,
  isSearchTextTooShort,
  readFilters,
  toJobSearch,
  withListedIndustry,
  writeFilters,
  type SearchSort,
} from '../utils/search-params'
import layout from '../../../components/ui/layout.module.css'
import classes from '../components/jobs.module.css'
import { LabelledPagination } from '../../../components/ui/labelled-pagination'

const STATUS_ROLE = 'status'

/** Who reads the results: a talent saves jobs, a visitor is asked to sign in first, a company only reads. */
type Viewer = 'talent' | 'anonymous' | 'other'

/** A visitor's "Save": signs in, then comes back to this very search (the address holds its text and filters). */
function SignInToSave({ title }: { title: string }) {
  const { t } = useTranslation('jobs')
  const { pathname, search } = useLocation()
  return (
    <Button
      component={Link}
      to={signInPath(`${pathname}${search}`)}
      size="xs"
      variant="default"
      aria-label={t('save.sign_in_label', { title })}
      leftSection={<IconBookmark size={16} aria-hidden />}
    >
      {t('save.short')}
    </Button>
  )
}
/** The results: a status line, the cards, the pages; or the §8 "no information was found" when nothing matches. */
function Results({
  jobs,
  total,
  page,
  isStale,
  viewer,
  onPage,
  headingId,
}: {
  jobs: JobSummary[]
  total: number
  page: number
  isStale: boolean
  viewer: Viewer
  onPage: (page: number) => void
  headingId: string
}) {
  const { t } = useTranslation('jobs')
  const pages = Math.max(1, Math.ceil(total / JOB_PAGE_SIZE))
  if (total === 0) {
    return (
      <EmptyState icon={<IconSearchOff size={36} />} title={t('search.empty_title')} body={t('search.empty_body')} />
    )
  }
  return (
    <Stack gap="md">
      <ul className={layout.cardList} aria-labelledby={headingId} aria-busy={isStale} data-stale={isStale || undefined}>
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard
              job={job}
              actions={
                viewer === 'talent' ? (
                  <SaveJobButton job={job} size="xs" label={t('save.short')} />
                ) : viewer === 'anonymous' ? (
                  <SignInToSave title={job.jobTitle} />
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('search.pagination.label')} className={layout.pagination}>
          <LabelledPagination total={pages} value={Math.min(page, pages)} onChange={onPage} siblings={1} />
        </nav>
      ) : null}
    </Stack>
  )
}

function JobsSearch() {
  const { t } = useTranslation(['jobs', 'common'])
  usePageTitle(t('common:page.jobs'))
  const role = readSession()?.role
  const viewer: Viewer = role === 'talent' ? 'talent' : role ? 'other' : 'anonymous'
  const [filters, update] = useFiltersInAddress({ read: readFilters, write: writeFilters, change: changeFilters })
  const [text, setText] = useDebouncedDraft(
    filters.text,
    (value) => update({ text: value }, { replace: true }),
    sameText,
  )
  const masterData = useMasterData()
  const industryCodes = useMemo(
    () => masterData.data?.industries.map((industry) => String(industry.code)) ?? (masterData.isError ? [] : undefined),
    [masterData.data, masterData.isError],
  )
  // An industry from an edited address is checked against the master data before the search is sent.
  const listed = useMemo(() => withListedIndustry(filters, industryCodes), [filters, industryCodes])
  const search = useMemo(() => toJobSearch(listed ?? filters), [listed, filters])
  const results = useSearchJobs(search, listed !== undefined)
  const unlistedIndustry = filters.industry !== null && listed?.industry === null
  useEffect(() => {
    if (unlistedIndustry) update({ industry: null }, { replace: true })
  }, [unlistedIndustry, update])
  const workRoles = useWorkRoles()
  const hintId = useId()
  const resultsHeadingId = useId()
  const isTooShort = isSearchTextTooShort(text)
  const activeFilters = countActiveFilters(filters)
  const total = results.data?.totalNumberOfRecords ?? 0
  const from = total === 0 ? 0 : (filters.page - 1) * JOB_PAGE_SIZE + 1
  const to = Math.min(filters.page * JOB_PAGE_SIZE, total)

  const onPage = (page: number) => {
    update({ page })
    document.getElementById(resultsHeadingId)?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className={classes.page}>
      <header>
        <Title order={1}>{t('common:page.jobs')}</Title>
        <p className={classes.intro}>{t('search.intro')}</p>
        {viewer === 'talent' ? <SaveAlertButton search={search} /> : null}
      </header>

      <form role="search" className={layout.searchBar} onSubmit={(event) => event.preventDefault()}>
        <TextInput
          type="search"
          className={classes.searchInput}
          label={t('search.search_label')}
          placeholder={t('search.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-describedby={isTooShort ? hintId : undefined}
        />
        <NativeSelect
          className={classes.sortSelect}
          label={t('search.sort_label')}
          data={SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
          value={filters.sort}
          onChange={(event) => update({ sort: event.currentTarget.value as SearchSort })}
        />
      </form>
      {isTooShort ? (
        <Text id={hintId} size="sm" c="dimmed" role={STATUS_ROLE} mt={-8}>
          {t('search.search_hint')}
        </Text>
      ) : null}

      <div className={classes.searchLayout}>
        <FiltersColumn
          activeFilters={activeFilters}
          texts={{
            title: t('filters.title'),
            active: (count) => t('filters.active', { count }),
            show: t('filters.show'),
            hide: t('filters.hide'),
          }}
        >
          <JobFilters
            filters={filters}
            onChange={(change) => update(change)}
            onClear={() => update(clearFilters(filters))}
            masterData={masterData.data}
            workRoles={workRoles.data}
          />
        </FiltersColumn>

        <section className={layout.resultsColumn} aria-labelledby={resultsHeadingId}>
          <div className={layout.resultsHeader}>
            <Title order={2} size="h4" id={resultsHeadingId}>
              {t('search.results_title')}
            </Title>
            <Text size="sm" c="dimmed" role={STATUS_ROLE}>
              {results.data && !results.isPlaceholderData
                ? total > 0
                  ? t(results.data.totalIsCapped ? 'search.range_capped' : 'search.range', { from, to, count: total })
                  : t('search.none_found')
                : null}
              {results.isFetching ? <VisuallyHidden>{t('search.loading')}</VisuallyHidden> : null}
            </Text>
          </div>
          {results.data ? (
            <Results
              jobs={results.data.data}
              total={total}
              page={filters.page}
              isStale={results.isPlaceholderData}
              viewer={viewer}
              onPage={onPage}
              headingId={resultsHeadingId}
            />
          ) : results.isError ? (
            <LoadFailed
              title={t('search.load_failed')}
              error={results.error}
              onRetry={() => void results.refetch()}
              isRetrying={results.isFetching}
            />
          ) : (
            <LoadingStatus label={t('search.loading')} />
          )}
          {results.data && results.isError ? (
            <LoadFailed
              title={t('search.load_failed')}
              error={results.error}
              onRetry={() => void results.refetch()}
              isRetrying={results.isFetching}
            />
          ) : null}
        </section>
      </div>
    </div>
  )
}

/** /jobs: search the jobs open to the person, with filters kept in the address (§5, §9). */
export function JobsSearchRoute() {
  return (
    <JobsScreen>
      <JobsSearch />
    </JobsScreen>
  )
}
