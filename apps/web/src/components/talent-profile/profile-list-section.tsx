import { Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadFailed, LoadingStatus } from '../ui/query-status'
import classes from './talent-profile.module.css'

/** The words a list section of the profile drawer says, from its feature's catalog. */
export interface ProfileListWords {
  title: string
  empty: string
  failed: string
  loading: string
}

/**
 * One list section of the profile a company sees (projects, documents): its title, then the list, "none yet", the
 * failure with a retry, or the loading status, from one query.
 */
export function ProfileListSection<T>({
  words,
  query,
  children,
}: {
  words: ProfileListWords
  query: UseQueryResult<T[]>
  children: (items: T[]) => ReactNode
}) {
  let body
  if (query.data) {
    body =
      query.data.length > 0 ? (
        children(query.data)
      ) : (
        <Text size="sm" c="dimmed">
          {words.empty}
        </Text>
      )
  } else if (query.isError) {
    body = (
      <LoadFailed
        title={words.failed}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  } else {
    body = <LoadingStatus label={words.loading} />
  }
  return (
    <section className={classes.profileSection}>
      <Title order={3} size="h5" className={classes.profileSectionTitle}>
        {words.title}
      </Title>
      {body}
    </section>
  )
}

type SectionKey =
  'profile_section.title' | 'profile_section.empty' | 'profile_section.failed' | 'profile_section.loading'

/** A feature catalog's `profile_section` words. */
export function profileListWords(t: (key: SectionKey) => string): ProfileListWords {
  return {
    title: t('profile_section.title'),
    empty: t('profile_section.empty'),
    failed: t('profile_section.failed'),
    loading: t('profile_section.loading'),
  }
}
