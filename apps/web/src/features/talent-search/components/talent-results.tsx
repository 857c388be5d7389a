import { Stack } from '@mantine/core'
import { IconUserSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { TALENT_PAGE_SIZE, type TalentCard as Talent } from '@sentinela/shared/schemas/talent-search'
import { EmptyState } from '../../../components/ui/empty-state'
import { TalentCard } from './talent-card'
import layout from '../../../components/ui/layout.module.css'
import { LabelledPagination } from '../../../components/ui/labelled-pagination'

export interface TalentResultsProps {
  talents: Talent[]
  total: number
  page: number
  /** Top talent shows each person's place in the ranking. */
  isRanked: boolean
  /** The previous results, dimmed while the next ones come. */
  isStale: boolean
  headingId: string
  languageName: (code: string) => string
  onPage: (page: number) => void
  onViewProfile: (talent: Talent) => void
  onContact: (talent: Talent) => void
  /** Top talent on a plan without it (#16): anonymous cards, fit only. */
  isPreview?: boolean
}

/** The cards and the pages; or §8 "no information was found with filters used" when nothing matches. */
export function TalentResults({
  talents,
  total,
  page,
  isRanked,
  isStale,
  headingId,
  languageName,
  onPage,
  onViewProfile,
  onContact,
  isPreview = false,
}: TalentResultsProps) {
  const { t } = useTranslation('talent-search')
  const pages = Math.max(1, Math.ceil(total / TALENT_PAGE_SIZE))
  if (total === 0) {
    return (
      <EmptyState icon={<IconUserSearch size={36} />} title={t('results.empty_title')} body={t('results.empty_body')} />
    )
  }
  const first = (Math.min(page, pages) - 1) * TALENT_PAGE_SIZE
  return (
    <Stack gap="md">
      <ul className={layout.cardList} aria-labelledby={headingId} aria-busy={isStale} data-stale={isStale || undefined}>
        {talents.map((talent, index) => (
          <li key={talent.talentId}>
            <TalentCard
              talent={talent}
              rank={isRanked ? first + index + 1 : undefined}
              languageName={languageName}
              onViewProfile={onViewProfile}
              onContact={onContact}
              isPreview={isPreview}
            />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('results.pagination.label')} className={layout.pagination}>
          <LabelledPagination total={pages} value={Math.min(page, pages)} onChange={onPage} siblings={1} />
        </nav>
      ) : null}
    </Stack>
  )
}
