import { Alert, Anchor, Badge, Box, Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle, IconSearch, IconSparkles } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AI_SEARCH_GROUPS, AI_SEARCH_QUERY_MAX, type AiSearchResult } from '@sentinela/shared/schemas/ai'
import type { TalentCard } from '@sentinela/shared/schemas/talent-search'
import { aiSearchPath } from '../../../components/layouts/site-search'
import { TalentProfileDrawer } from '../../../components/talent-profile/talent-profile-drawer'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { ApiError } from '../../../lib/api-client'
import { useAiSearch } from '../api/search-ai'
import { CareerHit, JobHit, TalentHit, TrainingHit } from '../components/hits'
import { ResultGroup } from '../components/result-group'
import { WhyMatched } from '../components/why-matched'
import { seeAllPath } from '../utils/paths'
import { useUnderstoodChips } from '../utils/use-understood-labels'
import classes from '../components/ai-search.module.css'

/** The API reads questions from 2 characters (AiSearchQuerySchema). */
const QUERY_MIN = 2
const EXAMPLES = ['example_1', 'example_2', 'example_3'] as const

/** The page's own box: the one on phones, where the header has room for an icon only. */
function PageSearchBox({ query }: { query: string }) {
  const { t } = useTranslation(['ai', 'common'])
  const navigate = useNavigate()
  const [draft, setDraft] = useState(query)
  const [followed, setFollowed] = useState(query)
  if (followed !== query) {
    setFollowed(query)
    setDraft(query)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate(aiSearchPath(draft))
  }
  return (
    <Box component="form" role="search" hiddenFrom="sm" className={classes.pageSearch} onSubmit={onSubmit}>
      <TextInput
        type="search"
        label={t('common:site_search.label')}
        placeholder={t('common:site_search.placeholder')}
        value={draft}
        maxLength={AI_SEARCH_QUERY_MAX}
        onChange={(event) => setDraft(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        className={classes.pageSearchInput}
      />
      <Button type="submit">{t('common:site_search.submit')}</Button>
    </Box>
  )
}

/** The chips of what the question was understood to mean, and who understood it. */
function Understood({ result }: { result: AiSearchResult }) {
  const { t } = useTranslation('ai')
  const chips = useUnderstoodChips(result)
  return (
    <section className={classes.understood} aria-labelledby="ai-search-understood">
      <Text size="sm" fw={600} id="ai-search-understood">
        {t('understood.title')}
      </Text>
      {chips.length === 0 && result.source !== 'model' ? (
        <Text size="sm" c="dimmed">
          {t('understood.words_only')}
        </Text>
      ) : (
        <ul className={classes.chips}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Badge variant="light" color="indigo.8" size="lg" className={classes.chip}>
                {chip.label}
              </Badge>
            </li>
          ))}
          {result.source === 'model' ? (
            <li>
              <Badge
                variant="outline"
                color="teal.9"
                size="lg"
                className={classes.chip}
                leftSection={<IconSparkles size={14} aria-hidden />}
              >
                {t('understood.by_model')}
              </Badge>
            </li>
          ) : null}
        </ul>
      )}
      {result.source === 'fallback' ? (
        <Text size="xs" c="dimmed">
          {t('understood.fallback')}
        </Text>
      ) : null}
    </section>
  )
}

function Results({ result, onViewProfile }: { result: AiSearchResult; onViewProfile: (talent: TalentCard) => void }) {
  const { groups, understood } = result
  return (
    <>
      {AI_SEARCH_GROUPS.map((group) => {
        const seeAll = seeAllPath(group, understood)
        if (group === 'jobs' && groups.jobs) {
          return (
            <ResultGroup key={group} group={group} total={groups.jobs.total} seeAll={seeAll}>
              {groups.jobs.items.map(({ item, why }) => (
                <li key={item.id}>
                  <JobHit job={item} why={<WhyMatched why={why} />} />
                </li>
              ))}
            </ResultGroup>
          )
        }
        if (group === 'trainings' && groups.trainings) {
          return (
            <ResultGroup key={group} group={group} total={groups.trainings.total} seeAll={seeAll}>
              {groups.trainings.items.map(({ item, why }) => (
                <li key={item.id}>
                  <TrainingHit training={item} why={<WhyMatched why={why} />} />
                </li>
              ))}
            </ResultGroup>
          )
        }
        if (group === 'careers' && groups.careers) {
          return (
            <ResultGroup key={group} group={group} total={groups.careers.total} seeAll={seeAll}>
              {groups.careers.items.map(({ item, why }) => (
                <li key={item.id}>
                  <CareerHit career={item} why={<WhyMatched why={why} />} />
                </li>
              ))}
            </ResultGroup>
          )
        }
        if (group === 'talents' && groups.talents) {
          return (
            <ResultGroup key={group} group={group} total={groups.talents.total} seeAll={seeAll}>
              {groups.talents.items.map(({ item, why }) => (
                <li key={item.talentId}>
                  <TalentHit talent={item} why={<WhyMatched why={why} />} onViewProfile={onViewProfile} />
                </li>
              ))}
            </ResultGroup>
          )
        }
        return null
      })}
    </>
  )
}

function AiSearchPage() {
  const { t } = useTranslation(['ai', 'common'])
  const [params] = useSearchParams()
  const query = (params.get('q') ?? '').trim().slice(0, AI_SEARCH_QUERY_MAX)
  const isAsked = query.length >= QUERY_MIN
  const search = useAiSearch(isAsked ? query : null)
  const [profileOf, setProfileOf] = useState<TalentCard | null>(null)
  const result = search.data

  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.ai_search')} intro={t('search.intro')} />
      <PageSearchBox query={query} />
      {!isAsked ? (
        <section className={classes.examples} aria-labelledby="ai-search-examples">
          {query.length > 0 ? (
            <Alert color="orange" icon={<IconAlertCircle aria-hidden />} mb="sm">
              {t('search.too_short')}
            </Alert>
          ) : null}
          <Text fw={600} id="ai-search-examples">
            {t('search.examples_title')}
          </Text>
          <ul className={classes.exampleList}>
            {EXAMPLES.map((key) => (
              <li key={key}>
                <Anchor component={Link} to={aiSearchPath(t(`search.${key}`))}>
                  {t(`search.${key}`)}
                </Anchor>
              </li>
            ))}
          </ul>
        </section>
      ) : result ? (
        <div className={classes.results} aria-busy={search.isFetching}>
          <Group gap="xs">
            <Text size="lg" fw={700} className={classes.resultsFor}>
              {t('search.results_for', { query: result.query })}
            </Text>
            {search.isFetching ? <VisuallyHidden role="status">{t('search.loading')}</VisuallyHidden> : null}
          </Group>
          <Understood result={result} />
          <Results result={result} onViewProfile={setProfileOf} />
        </div>
      ) : search.isError ? (
        search.error instanceof ApiError && search.error.status === 400 ? (
          <Alert color="red.8" icon={<IconAlertCircle aria-hidden />}>
            {search.error.message}
          </Alert>
        ) : (
          <LoadFailed
            title={t('search.load_failed')}
            error={search.error}
            onRetry={() => void search.refetch()}
            isRetrying={search.isFetching}
          />
        )
      ) : (
        <LoadingStatus label={t('search.loading')} />
      )}
      <TalentProfileDrawer talent={profileOf} onClose={() => setProfileOf(null)} />
    </div>
  )
}

/** /search?q=…: the AI search (#18): what the question was understood to mean, then each group's hits and why. */
export function AiSearchRoute() {
  return (
    <ScreenSuspense>
      <AiSearchPage />
    </ScreenSuspense>
  )
}
