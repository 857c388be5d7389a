import { Anchor, Text } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AiSearchGroup } from '@sentinela/shared/schemas/ai'
import classes from './ai-search.module.css'

/**
 * One group of results (jobs, trainings, career paths, talents): its heading with the count, its hits, or what
 * an empty group means; and "see all" on the group's own search screen.
 */
export function ResultGroup({
  group,
  total,
  seeAll,
  children,
}: {
  group: AiSearchGroup
  total: number
  seeAll: string
  /** The hits, one list item each; none for an empty group. */
  children: ReactNode[]
}) {
  const { t } = useTranslation('ai')
  const headingId = `ai-search-${group}`
  // The count of all matches, never fewer than the hits shown (a broadened search may find more than the first count).
  const count = Math.max(total, children.length)
  return (
    <section className={classes.group} aria-labelledby={headingId}>
      <div className={classes.groupHeader}>
        <h2 className={classes.groupTitle} id={headingId}>
          {t(`search.group_${group}`)} <span className={classes.groupCount}>({count})</span>
        </h2>
        <Anchor component={Link} to={seeAll} className={classes.seeAll}>
          {count > children.length ? t(`search.see_all_${group}`, { count }) : t(`search.open_search_${group}`)}
          <IconArrowRight size={16} aria-hidden />
        </Anchor>
      </div>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`search.empty_${group}`)}
        </Text>
      ) : (
        <ul className={classes.hits}>{children}</ul>
      )}
    </section>
  )
}
