import { Badge, Button, Group, Modal, Paper, SegmentedControl, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NOMINEE_STATUSES, type AwardEdition, type NomineeStatus } from '@sentinela/shared/schemas/awards'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useLanguage } from '../../../hooks/use-language'
import { useAwardNominations } from '../api/list-award-nominations'
import { useOperatorAwardEditions } from '../api/list-award-editions'
import { AwardEditionForm } from '../components/award-edition-form'
import { NominationReview } from '../components/nomination-review'
import { RequireTwoStep } from '../components/require-two-step'
import classes from '../components/operator.module.css'

const PHASE_COLORS = {
  upcoming: 'gray.7',
  nominations: 'blue.8',
  evaluation: 'grape.8',
  voting: 'teal.9',
  closed: 'dark.6',
} as const

function EditionRow({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation(['awards', 'common'])
  const language = useLanguage()
  const [isEditing, setEditing] = useState(false)
  const title = t('edition.title', { country: t(`country.${edition.country}`), year: edition.year })
  const day = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Paper withBorder radius="md" p="sm">
      <div className={classes.row}>
        <div className={classes.rowTitle}>
          <Text fw={600}>{title}</Text>
          <Text size="xs" c="dimmed">
            {t('operator.edition_dates', {
              nominations: `${day(edition.nominationsOpenAt)} – ${day(edition.nominationsCloseAt)}`,
              voting: `${day(edition.votingOpenAt)} – ${day(edition.votingCloseAt)}`,
            })}
          </Text>
        </div>
        <Group gap="xs">
          <Badge color={PHASE_COLORS[edition.phase]}>{t(`phase.${edition.phase}`)}</Badge>
          <Badge variant="outline" color="dark.6">
            {t('edition.nominee_count', { count: edition.nomineeCount })}
          </Badge>
          <Badge variant="outline" color="dark.6">
            {t('edition.vote_count', { count: edition.totalVotes })}
          </Badge>
          {edition.phase !== 'closed' ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(true)}
              aria-label={t('operator.edit_dates_of', { edition: title })}
            >
              {t('operator.edit_dates')}
            </Button>
          ) : null}
        </Group>
      </div>
      <Modal
        opened={isEditing}
        onClose={() => setEditing(false)}
        title={title}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close_dialog') }}
      >
        <AwardEditionForm edition={edition} onSaved={() => setEditing(false)} />
      </Modal>
    </Paper>
  )
}

function Editions() {
  const { t } = useTranslation('awards')
  const editions = useOperatorAwardEditions()
  if (editions.isPending) return <LoadingStatus label={t('operator.editions')} />
  if (editions.isError)
    return <LoadFailed title={t('operator.editions')} error={editions.error} onRetry={() => void editions.refetch()} />
  return (
    <ul className={classes.list} aria-label={t('operator.editions')}>
      {editions.data.map((edition) => (
        <li key={edition.id}>
          <EditionRow edition={edition} />
        </li>
      ))}
    </ul>
  )
}

function Nominations({ status }: { status: NomineeStatus }) {
  const { t } = useTranslation('awards')
  const nominations = useAwardNominations(status)
  if (nominations.isPending) return <LoadingStatus label={t('operator.nominations')} />
  if (nominations.isError)
    return (
      <LoadFailed
        title={t('operator.nominations')}
        error={nominations.error}
        onRetry={() => void nominations.refetch()}
      />
    )
  if (nominations.data.length === 0) return <Text>{t(`operator.none.${status}`)}</Text>
  return (
    <ul className={classes.list} aria-label={t('operator.nominations')}>
      {nominations.data.map((nomination) => (
        <li key={nomination.id}>
          <NominationReview nomination={nomination} />
        </li>
      ))}
    </ul>
  )
}

function OperatorAwards() {
  const { t } = useTranslation(['awards', 'common'])
  const [status, setStatus] = useState<NomineeStatus>('pending')
  const [isOpening, setOpening] = useState(false)
  return (
    <>
      <PageHeader title={t('common:page.operator_awards')} intro={t('operator.intro')} />
      <section aria-labelledby="operator-nominations" className={classes.section}>
        <Title order={2} size="h3" id="operator-nominations">
          {t('operator.nominations')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as NomineeStatus)}
          data={NOMINEE_STATUSES.map((value) => ({ value, label: t(`operator.status.${value}`) }))}
          aria-label={t('operator.status_filter')}
          w="fit-content"
          maw="100%"
        />
        <Nominations status={status} />
      </section>
      <section aria-labelledby="operator-editions" className={classes.section}>
        <Group justify="space-between">
          <Title order={2} size="h3" id="operator-editions">
            {t('operator.editions')}
          </Title>
          <Button onClick={() => setOpening(true)}>{t('operator.new_edition')}</Button>
        </Group>
        <Editions />
      </section>
      <Modal
        opened={isOpening}
        onClose={() => setOpening(false)}
        title={t('operator.new_edition')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close_dialog') }}
      >
        <AwardEditionForm onSaved={() => setOpening(false)} />
      </Modal>
    </>
  )
}

/** /operator/awards: the nominations to review and the editions, with a form to open a new one (#19). */
export function OperatorAwardsRoute() {
  return (
    <RequireTwoStep>
      <ScreenSuspense>
        <OperatorAwards />
      </ScreenSuspense>
    </RequireTwoStep>
  )
}
