import { Pagination, type PaginationProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * Mantine's pagination with a name on every button (page numbers and the arrows), in the reader's language: the
 * arrows are icons, and a button without a name is an accessibility failure.
 */
export function LabelledPagination(props: PaginationProps) {
  const { t } = useTranslation()
  return (
    <Pagination
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      {...props}
    />
  )
}
