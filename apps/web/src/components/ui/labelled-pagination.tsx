import { usePagination } from '@mantine/hooks'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import classes from './labelled-pagination.module.css'

export interface LabelledPaginationProps {
  /** How many pages there are. */
  total: number
  /** The page shown, from 1. */
  value: number
  onChange: (page: number) => void
  /** Pages shown on each side of the current one. */
  siblings?: number
  size?: 'sm' | 'md'
}

/**
 * Page buttons with a name on each (page numbers and the arrows), in the reader's language; the current page is marked
 * for assistive technology too. Mantine's Pagination did the same for 2.5 KB more on /jobs, a public page (issue #13);
 * the page ranges still come from Mantine's hook.
 */
export function LabelledPagination({ total, value, onChange, siblings = 1, size = 'md' }: LabelledPaginationProps) {
  const { t } = useTranslation()
  const pagination = usePagination({ total, page: value, onChange, siblings })
  const iconSize = size === 'sm' ? 14 : 18
  return (
    <ul className={classes.root} data-size={size}>
      <li>
        <button
          type="button"
          className={classes.control}
          aria-label={t('pagination.previous')}
          disabled={value <= 1}
          onClick={pagination.previous}
        >
          <IconChevronLeft size={iconSize} aria-hidden />
        </button>
      </li>
      {pagination.range.map((page, index) =>
        page === 'dots' ? (
          <li key={`dots-${index}`} className={classes.dots} aria-hidden>
            …
          </li>
        ) : (
          <li key={page}>
            <button
              type="button"
              className={classes.control}
              aria-label={t('pagination.page', { page })}
              aria-current={page === value ? 'page' : undefined}
              onClick={() => pagination.setPage(page)}
            >
              {page}
            </button>
          </li>
        ),
      )}
      <li>
        <button
          type="button"
          className={classes.control}
          aria-label={t('pagination.next')}
          disabled={value >= total}
          onClick={pagination.next}
        >
          <IconChevronRight size={iconSize} aria-hidden />
        </button>
      </li>
    </ul>
  )
}
