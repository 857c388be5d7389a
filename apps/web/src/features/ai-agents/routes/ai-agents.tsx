import { Group, Select, Text, TextInput } from '@mantine/core'
import { IconRobot, IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { AI_AGENT_CATEGORIES, AI_AGENT_PAGE_SIZE } from '@sentinela/shared/schemas/ai'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@sentinela/shared/schemas/common'
import { EmptyState } from '../../../components/ui/empty-state'
import { LabelledPagination } from '../../../components/ui/labelled-pagination'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { sameText, useDebouncedDraft } from '../../../hooks/use-debounced-draft'
import { useFiltersInAddress } from '../../../hooks/use-filters-in-address'
import { useAiAgents, type AiAgentListQuery } from '../api/list-ai-agents'
import { AgentCard } from '../components/agent-card'
import classes from '../components/ai-agents.module.css'

type Category = (typeof AI_AGENT_CATEGORIES)[number]
interface CatalogueFilters {
  text?: string
  category?: Category
  page: number
}

function readFilters(params: URLSearchParams): CatalogueFilters {
  const category = params.get('category')
  const page = Number(params.get('page'))
  return {
    text: params.get('q')?.slice(0, SEARCH_MAX_LENGTH) || undefined,
    category: AI_AGENT_CATEGORIES.find((candidate) => candidate === category),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

function writeFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.text) params.set('q', filters.text)
  if (filters.category) params.set('category', filters.category)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** A filter change starts again at page 1, unless it is the page that changes. */
const changeFilters = (filters: CatalogueFilters, change: Partial<CatalogueFilters>): CatalogueFilters => ({
  ...filters,
  page: 1,
  ...change,
})
function AiAgentsCatalogue() {
  const { t } = useTranslation(['ai', 'common', 'validation'])
  // The search and the category live in the address: shareable, and Back undoes a choice.
  const [filters, update] = useFiltersInAddress({ read: readFilters, write: writeFilters, change: changeFilters })
  const [draft, setDraft] = useDebouncedDraft(
    filters.text ?? '',
    (value) => {
      const text = value.trim()
      if (text.length > 0 && text.length < SEARCH_MIN_LENGTH) return
      update({ text: text || undefined }, { replace: true })
    },
    sameText,
  )
  const isTooShort = draft.trim().length > 0 && draft.trim().length < SEARCH_MIN_LENGTH
  const query: AiAgentListQuery = {
    text: filters.text,
    category: filters.category,
    page: filters.page,
    limit: AI_AGENT_PAGE_SIZE,
  }
  const agents = useAiAgents(query)
  const total = agents.data?.meta.total ?? 0
  const pages = Math.max(1, Math.ceil(total / AI_AGENT_PAGE_SIZE))

  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.ai_agents')} intro={t('catalogue.intro')} />
      <div className={classes.filters} role="search" aria-label={t('catalogue.filters')}>
        <TextInput
          type="search"
          label={t('catalogue.search_label')}
          placeholder={t('catalogue.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={isTooShort ? t('validation:search_too_short') : undefined}
          className={classes.filterText}
        />
        <Select
          label={t('catalogue.category')}
          placeholder={t('catalogue.category_any')}
          clearable
          value={filters.category ?? null}
          data={AI_AGENT_CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }))}
          onChange={(value) => update({ category: AI_AGENT_CATEGORIES.find((category) => category === value) })}
          className={classes.filterCategory}
        />
      </div>
      <section aria-live="polite" aria-busy={agents.isFetching} className={classes.results}>
        {agents.data ? (
          agents.data.data.length === 0 ? (
            <EmptyState
              icon={<IconRobot size={40} />}
              title={t('catalogue.empty_title')}
              body={t('catalogue.empty_body')}
            />
          ) : (
            <>
              <Text size="sm" c="dimmed" id="ai-agents-count">
                {t('catalogue.results', { count: total })}
              </Text>
              <ul className={classes.grid} aria-labelledby="ai-agents-count">
                {agents.data.data.map((agent) => (
                  <li key={agent.id}>
                    <AgentCard agent={agent} />
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <Group justify="center">
                  <LabelledPagination
                    total={pages}
                    value={filters.page}
                    onChange={(page) => update({ page })}
                    aria-label={t('catalogue.pagination')}
                  />
                </Group>
              ) : null}
            </>
          )
        ) : agents.isError ? (
          <LoadFailed
            title={t('catalogue.load_failed')}
            error={agents.error}
            onRetry={() => void agents.refetch()}
            isRetrying={agents.isFetching}
          />
        ) : (
          <LoadingStatus label={t('catalogue.loading')} />
        )}
      </section>
    </div>
  )
}

/**
 * /AIAgents: the marketplace of AI tools for security work (§3 AI agent), the operator's catalogue of real tools
 * with their own sites, and first the agents that run in Sentinela (#18). Search and category live in the address.
 */
export function AiAgentsRoute() {
  return (
    <ScreenSuspense>
      <AiAgentsCatalogue />
    </ScreenSuspense>
  )
}
