import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconSchool, IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import {
  TRAINING_LANGUAGES,
  TRAINING_LEVELS,
  TRAINING_PAGE_SIZE,
  TRAINING_TYPES,
  type FacetCount,
  type TrainingLanguage,
  type TrainingLevel,
  type TrainingSearchInput,
  type TrainingType,
} from '@sentinela/shared/schemas/learning'
import { SEARCH_MIN_LENGTH } from '@sentinela/shared/schemas/common'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { sameText, useDebouncedDraft } from '../../../hooks/use-debounced-draft'
import { useFiltersInAddress } from '../../../hooks/use-filters-in-address'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSearchTrainings } from '../api/search-trainings'
import { LearningScreen } from '../components/learning-screen'
import { SaveTrainingButton } from '../components/save-training-button'
import { TrainingCard } from '../components/training-card'
import classes from '../components/learning.module.css'
import { LabelledPagination } from '../../../components/ui/labelled-pagination'

function readFilters(params: URLSearchParams): TrainingSearchInput {
  const level = params.get('level')
  const language = params.get('language')
  const types = params
    .getAll('type')
    .filter((type): type is TrainingType => (TRAINING_TYPES as readonly string[]).includes(type))
  const page = Number(params.get('page'))
  return {
    text: params.get('text') || undefined,
    provider: params.get('provider') || undefined,
    level: (TRAINING_LEVELS as readonly string[]).includes(level ?? '') ? (level as TrainingLevel) : undefined,
    language: (TRAINING_LANGUAGES as readonly string[]).includes(language ?? '')
      ? (language as TrainingLanguage)
      : undefined,
    types: types.length > 0 ? types : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: TRAINING_PAGE_SIZE,
    groupBy: ['provider', 'level', 'type', 'language'],
  }
}

function writeFilters(filters: TrainingSearchInput): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.text) params.set('text', filters.text)
  if (filters.provider) params.set('provider', filters.provider)
  if (filters.level) params.set('level', filters.level)
  if (filters.language) params.set('language', filters.language)
  for (const type of filters.types ?? []) params.append('type', type)
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** A filter change starts again at page 1, unless it is the page that changes. */
const changeFilters = (filters: TrainingSearchInput, change: Partial<TrainingSearchInput>): TrainingSearchInput => ({
  ...filters,
  page: 1,
  ...change,
})
const NO_FILTERS: Partial<TrainingSearchInput> = {
  text: undefined,
  provider: undefined,
  level: undefined,
  language: undefined,
  types: undefined,
}

const countOf = (facets: FacetCount[] | undefined, value: string) =>
  facets?.find((facet) => facet.value === value)?.count ?? 0

function TrainingsSearch() {
  const { t } = useTranslation(['learning', 'common', 'validation'])
  usePageTitle(t('common:page.trainings'))
  // The filters live in the address (shareable, Back undoes a choice) without a router navigation per change.
  const [filters, update] = useFiltersInAddress({ read: readFilters, write: writeFilters, change: changeFilters })
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
  const result = useSearchTrainings(filters)
  const facets = result.data?.facets
  const resultsId = 'training-results'

  const totalPages = result.data ? Math.max(1, Math.ceil(result.data.meta.total / TRAINING_PAGE_SIZE)) : 1
  const facetLabel = (label: string, count: number) => `${label} (${count})`

  return (
    <div className={classes.page}>
      <header>
        <Title order={1}>{t('common:page.trainings')}</Title>
        <p className={classes.intro}>{t('search.intro')}</p>
      </header>
      <TextInput
        label={t('search.text_label')}
        placeholder={t('search.text_placeholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        error={tooShort ? t('validation:search_too_short') : undefined}
        maxLength={100}
      />
      <div className={classes.searchLayout}>
        <section className={classes.filters} aria-label={t('search.filters')}>
          <Select
            label={t('search.provider')}
            placeholder={t('search.provider_any')}
            clearable
            searchable
            value={filters.provider ?? null}
            data={(facets?.provider ?? []).map((facet) => ({
              value: facet.value,
              label: facetLabel(facet.value, facet.count),
            }))}
            onChange={(value) => update({ provider: value ?? undefined })}
          />
          <Select
            label={t('search.level')}
            placeholder={t('search.level_any')}
            clearable
            value={filters.level ?? null}
            data={TRAINING_LEVELS.map((level) => ({
              value: level,
              label: facetLabel(t(`level.${level}`), countOf(facets?.level, level)),
            }))}
            onChange={(value) => update({ level: (value as TrainingLevel | null) ?? undefined })}
          />
          <Checkbox.Group
            label={t('search.types')}
            value={filters.types ?? []}
            onChange={(value) => update({ types: value.length > 0 ? (value as TrainingType[]) : undefined })}
          >
            <Stack gap={6} mt={6}>
              {TRAINING_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={facetLabel(t(`type.${type}`), countOf(facets?.type, type))} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label={t('search.language')}
            placeholder={t('search.language_any')}
            clearable
            value={filters.language ?? null}
            data={TRAINING_LANGUAGES.map((language) => ({
              value: language,
              label: facetLabel(t(`language.${language}`), countOf(facets?.language, language)),
            }))}
            onChange={(value) => update({ language: (value as TrainingLanguage | null) ?? undefined })}
          />
          <Button variant="default" onClick={() => update(NO_FILTERS)}>
            {t('search.clear')}
          </Button>
        </section>
        <section aria-live="polite" aria-busy={result.isFetching} style={{ minWidth: 0 }}>
          {result.data ? (
            result.data.data.length === 0 ? (
              <EmptyState
                icon={<IconSchool size={40} />}
                title={t('search.empty_title')}
                body={t('search.empty_body')}
              />
            ) : (
              <Stack gap="md">
                <Text size="sm" c="dimmed" id={resultsId}>
                  {t('search.results', { count: result.data.meta.total })}
                </Text>
                <ul className={classes.list} aria-label={t('common:page.trainings')}>
                  {result.data.data.map((training) => (
                    <li key={training.id}>
                      <TrainingCard training={training} actions={<SaveTrainingButton training={training} />} />
                    </li>
                  ))}
                </ul>
                {totalPages > 1 ? (
                  <Group justify="center">
                    <LabelledPagination
                      total={totalPages}
                      value={filters.page ?? 1}
                      onChange={(page) => {
                        update({ page })
                        document.getElementById(resultsId)?.scrollIntoView({ block: 'start' })
                      }}
                      aria-label={t('search.pagination')}
                    />
                  </Group>
                ) : null}
              </Stack>
            )
          ) : result.isError ? (
            result.error && 'status' in result.error && result.error.status === 400 ? (
              <Alert color="red.8">{result.error.message}</Alert>
            ) : (
              <LoadFailed
                title={t('search.load_failed')}
                error={result.error}
                onRetry={() => void result.refetch()}
                isRetrying={result.isFetching}
              />
            )
          ) : (
            <LoadingStatus label={t('search.loading')} />
          )}
        </section>
      </div>
    </div>
  )
}

/** /trainings: the catalogue with text, provider, level, type and language filters, facet counts and pages (§9). */
export function TrainingsSearchRoute() {
  return (
    <LearningScreen>
      <TrainingsSearch />
    </LearningScreen>
  )
}
