import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useCareers, type CareerListInput } from '../api/list-careers'
import { CareerCard } from '../components/career-card'
import classes from '../components/careers.module.css'

/** /career and /careerPath: every path the person may see, searchable, with their percentage. */
export function CareerListRoute() {
  const { t } = useTranslation(['careers', 'common'])
  const [owner, setOwner] = useState<CareerListInput['owner']>('all')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const careers = useCareers({ owner, search: debounced.length >= 2 ? debounced : undefined, limit: 24 })
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.career')} intro={t('intro.list')} />
      <div className={classes.row}>
        <TextInput
          label={t('fields.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          description={t('labels.search_hint')}
          style={{ flex: '1 1 220px' }}
        />
        <Button component={Link} to="/career/createCareer">
          {t('actions.create')}
        </Button>
      </div>
      <Stack gap={4}>
        <Text size="sm" id="career-owner-label">
          {t('owner.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="career-owner-label"
          value={owner}
          onChange={(value) => setOwner(value as CareerListInput['owner'])}
          data={(['all', 'system', 'mine', 'company'] as const).map((value) => ({ value, label: t(`owner.${value}`) }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
      </Stack>
      {careers.isPending ? (
        <LoadingStatus label={t('common:page.career')} />
      ) : careers.isError ? (
        <LoadFailed title={t('messages.load_failed')} error={careers.error} onRetry={() => void careers.refetch()} />
      ) : careers.data.data.length === 0 ? (
        <Text>{t('labels.empty_list')}</Text>
      ) : (
        <div className={classes.grid}>
          {careers.data.data.map((career) => (
            <CareerCard key={career.id} career={career} />
          ))}
        </div>
      )}
      <Group />
    </div>
  )
}
