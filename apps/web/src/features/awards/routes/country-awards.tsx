import { Alert, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAward, IconCircleCheck, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { AwardCountry, AwardEdition } from '@sentinela/shared/schemas/awards'
import { SEARCH_MIN_LENGTH } from '@sentinela/shared/schemas/common'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import type { PageKey } from '../../../config/paths'
import { sameText, useDebouncedDraft } from '../../../hooks/use-debounced-draft'
import { useFiltersInAddress } from '../../../hooks/use-filters-in-address'
import { readSession } from '../../../lib/session'
import { useAwardEditions } from '../api/list-award-editions'
import { useAwardNominees } from '../api/list-award-nominees'
import { CriteriaCard } from '../components/criteria-card'
import { EditionSummary } from '../components/edition-summary'
import { LinkProfileForm } from '../components/link-profile-form'
import { NominationSection } from '../components/nomination-section'
import { NomineeList } from '../components/nominee-list'
import { countryOfPath } from '../utils/countries'
import classes from '../components/awards.module.css'

const PAGE_KEYS: Record<AwardCountry, PageKey> = {
  MX: 'mexico_awards',
  CO: 'colombia_awards',
  CL: 'chile_awards',
  AR: 'argentina_awards',
}

/** What the address holds: the edition picked (the newest when absent) and the name searched. */
interface AwardFilters {
  edition?: number
  text?: string
}

function readFilters(params: URLSearchParams): AwardFilters {
  const edition = Number(params.get('edition'))
  return {
    edition: Number.isInteger(edition) && edition > 0 ? edition : undefined,
    text: params.get('text') || undefined,
  }
}

function writeFilters(filters: AwardFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.edition) params.set('edition', String(filters.edition))
  if (filters.text) params.set('text', filters.text)
  return params
}

const changeFilters = (filters: AwardFilters, change: Partial<AwardFilters>): AwardFilters => ({
  ...filters,
  ...change,
})
/** The edition's approved nominees, searched by name (§5), in the API's order: most votes first. */
function Nominees({
  edition,
  filters,
  update,
}: {
  edition: AwardEdition
  filters: AwardFilters
  update: (change: Partial<AwardFilters>, options?: { replace?: boolean }) => void
}) {
  const { t } = useTranslation(['awards', 'validation'])
  const isTalent = readSession()?.role === 'talent'
  // Typing searches after a pause, from 2 characters (§5).
  const [draft, setDraft] = useDebouncedDraft(
    filters.text ?? '',
    (value) => {
      const text = value.trim()
      if (text.length > 0 && text.length < SEARCH_MIN_LENGTH) return
      update({ text: text || undefined }, { replace: true })
    },
    sameText,
  )
  const tooShort = draft.trim().length > 0 && draft.trim().length < SEARCH_MIN_LENGTH
  const nominees = useAwardNominees({ editionId: edition.id, text: filters.text })
  const isResults = edition.phase === 'closed'
  const title = isResults ? t('nominees.results') : t('nominees.title')
  const votedFor = nominees.data?.find((nominee) => nominee.id === edition.myVoteNomineeId)

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="award-nominees">
      <Title order={2} size="h3" id="award-nominees" mb={4}>
        {title}
      </Title>
      <Text size="sm" mb="sm">
        {isResults ? t('nominees.results_intro') : t('nominees.intro')}
      </Text>
      <Stack gap="sm">
        {edition.myVoteNomineeId !== null ? (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            {votedFor
              ? t('vote.you_voted_for', { name: `${votedFor.firstName} ${votedFor.lastName}` })
              : t('vote.you_voted')}
          </Alert>
        ) : null}
        {edition.phase === 'voting' && !isTalent ? <Text size="sm">{t('vote.talent_only')}</Text> : null}
        <TextInput
          label={t('nominees.search')}
          description={t('nominees.search_hint')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={tooShort ? t('validation:search_too_short') : undefined}
          maxLength={100}
        />
        <div aria-live="polite" aria-busy={nominees.isFetching}>
          {nominees.data ? (
            nominees.data.length === 0 ? (
              <EmptyState
                icon={<IconAward size={40} />}
                title={filters.text ? t('nominees.no_match_title') : t('nominees.empty_title')}
                body={filters.text ? t('nominees.no_match_body') : t(`nominees.empty_body.${edition.phase}`)}
              />
            ) : (
              <NomineeList
                nominees={nominees.data}
                edition={edition}
                isTalent={isTalent}
                label={title}
                isWholeList={!filters.text}
              />
            )
          ) : nominees.isError ? (
            <LoadFailed
              title={t('nominees.load_failed')}
              error={nominees.error}
              onRetry={() => void nominees.refetch()}
              isRetrying={nominees.isFetching}
            />
          ) : (
            <LoadingStatus label={t('nominees.loading')} />
          )}
        </div>
      </Stack>
    </Paper>
  )
}

function CountryAwards({ country }: { country: AwardCountry }) {
  const { t } = useTranslation(['awards', 'common'])
  const location = useLocation()
  const role = readSession()?.role
  // The nomination e-mail's link carries the teacher's code: it fills the link form once.
  const [initialCode] = useState(() => new URLSearchParams(location.search).get('code') ?? '')
  const [filters, update] = useFiltersInAddress({ read: readFilters, write: writeFilters, change: changeFilters })
  const editions = useAwardEditions(country)
  const header = <PageHeader title={t(`common:page.${PAGE_KEYS[country]}`)} intro={t('intro')} />

  if (editions.isPending) {
    return (
      <div className={classes.page}>
        {header}
        <LoadingStatus label={t('edition.loading')} />
      </div>
    )
  }
  if (editions.isError) {
    return (
      <div className={classes.page}>
        {header}
        <LoadFailed
          title={t('edition.load_failed')}
          error={editions.error}
          onRetry={() => void editions.refetch()}
          isRetrying={editions.isFetching}
        />
      </div>
    )
  }
  const edition = editions.data.find((candidate) => candidate.id === filters.edition) ?? editions.data[0]
  return (
    <div className={classes.page}>
      {header}
      {edition ? (
        <>
          {editions.data.length > 1 ? (
            <Select
              label={t('edition.pick')}
              description={t('edition.pick_hint')}
              allowDeselect={false}
              value={String(edition.id)}
              data={editions.data.map((candidate) => ({
                value: String(candidate.id),
                label: t('edition.option', { year: candidate.year, phase: t(`phase.${candidate.phase}`) }),
              }))}
              onChange={(value) => value && update({ edition: Number(value), text: undefined })}
              maw={360}
            />
          ) : null}
          <EditionSummary edition={edition} />
          {edition.phase === 'nominations' && (role === 'talent' || role === 'company') ? (
            <NominationSection edition={edition} />
          ) : null}
          <Nominees key={edition.id} edition={edition} filters={filters} update={update} />
        </>
      ) : (
        <EmptyState
          icon={<IconAward size={40} />}
          title={t('edition.none_title')}
          body={t('edition.none_body', { country: t(`country.${country}`) })}
        />
      )}
      <CriteriaCard country={country} />
      {role === 'talent' ? <LinkProfileForm initialCode={initialCode} /> : null}
    </div>
  )
}

/** /MexicoAwards, /ColombiaAwards, /ChileAwards, /argentinaAwards: the country's teacher awards (§4, §5, §9). */
export function CountryAwardsRoute() {
  const country = countryOfPath(useLocation().pathname)
  if (!country) return null
  return (
    <ScreenSuspense>
      <CountryAwards country={country} />
    </ScreenSuspense>
  )
}
