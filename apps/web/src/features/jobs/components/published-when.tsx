import { useTranslation } from 'react-i18next'
import { formatDate, formatRelative } from '../utils/format'

/** Stands for the date inside the translated sentence, which is then cut around it (no `<Trans>` on public pages). */
const SLOT = '\uE000'

/**
 * "Published 3 days ago", with the relative date in a `<time>` element that carries the exact date. The sentence
 * comes whole from the catalog, so each language puts the date where it belongs.
 */
export function PublishedWhen({ publishedAt }: { publishedAt: string }) {
  const { t, i18n } = useTranslation('jobs')
  const [before = '', after = ''] = t('card.published', { when: SLOT }).split(SLOT)
  return (
    <>
      {before}
      <time dateTime={publishedAt} title={formatDate(publishedAt, i18n.language)}>
        {formatRelative(publishedAt, i18n.language)}
      </time>
      {after}
    </>
  )
}
