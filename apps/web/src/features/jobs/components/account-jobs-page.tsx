import { Button, Stack, Text, Title } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state'
import { QueryList, type ListQuery } from '../../../components/ui/query-status'
import { JOB_PATHS } from '../utils/job-paths'
import layout from '../../../components/ui/layout.module.css'
import classes from './jobs.module.css'

export interface AccountJobsPageProps<Item extends { id: string | number }> {
  /** The page's heading, which also names the list. */
  title: string
  intro: string
  query: ListQuery<Item>
  /** While there is none: an icon, what that means and what to do (the way out is always the job search). */
  empty: { icon: ReactNode; title: string; body: string }
  texts: { loadFailed: string; loading: string; count: (count: number) => string }
  /** One item's card. */
  children: (item: Item) => ReactNode
}

/** The way out of an empty list: to the job search. */
function FindJobsButton() {
  const { t } = useTranslation('jobs')
  return (
    <Button component={Link} to={JOB_PATHS.search} leftSection={<IconSearch size={18} aria-hidden />}>
      {t('saved.find_jobs')}
    </Button>
  )
}

/** One of the talent's own lists of jobs (saved, applied to): how many, each as a card, or the way to find some. */
export function AccountJobsPage<Item extends { id: string | number }>({
  title,
  intro,
  query,
  empty,
  texts,
  children,
}: AccountJobsPageProps<Item>) {
  return (
    <div className={classes.page}>
      <header>
        <Title order={1}>{title}</Title>
        <p className={classes.intro}>{intro}</p>
      </header>
      <QueryList
        query={query}
        empty={<EmptyState icon={empty.icon} title={empty.title} body={empty.body} action={<FindJobsButton />} />}
        failedTitle={texts.loadFailed}
        loadingLabel={texts.loading}
      >
        {(items) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {texts.count(items.length)}
            </Text>
            <ul className={layout.cardList} aria-label={title}>
              {items.map((item) => (
                <li key={item.id}>{children(item)}</li>
              ))}
            </ul>
          </Stack>
        )}
      </QueryList>
    </div>
  )
}
