import { Anchor, Group, Paper, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { AWARD_COUNTRY_PATHS } from '@sentinela/shared/schemas/awards'
import { isNotFound, NotFoundMessage } from '../../../components/ui/not-found-message'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { readSession } from '../../../lib/session'
import { useAwardNominee } from '../api/get-award-nominee'
import { VoteAction } from '../components/nominee-list'
import { PhaseBadge } from '../components/phase-badge'
import classes from '../components/awards.module.css'

function AwardNominee({ id }: { id: number | undefined }) {
  const { t } = useTranslation(['awards', 'common'])
  const detail = useAwardNominee(id)
  const isTalent = readSession()?.role === 'talent'

  if (detail.isPending && id !== undefined) {
    return (
      <div className={classes.page}>
        <PageHeader title={t('common:page.award_nominee')} intro={t('nominee.intro')} />
        <LoadingStatus label={t('nominee.loading')} />
      </div>
    )
  }
  if (id === undefined || isNotFound(detail.error)) {
    return <NotFoundMessage />
  }
  if (detail.isError || !detail.data) {
    return (
      <div className={classes.page}>
        <PageHeader title={t('common:page.award_nominee')} intro={t('nominee.intro')} />
        {detail.error ? (
          <LoadFailed
            title={t('nominee.load_failed')}
            error={detail.error}
            onRetry={() => void detail.refetch()}
            isRetrying={detail.isFetching}
          />
        ) : null}
      </div>
    )
  }

  const { nominee, edition } = detail.data
  const name = `${nominee.firstName} ${nominee.lastName}`
  const country = t(`country.${edition.country}`)
  return (
    <div className={classes.page}>
      <Anchor component={Link} to={`${AWARD_COUNTRY_PATHS[edition.country]}?edition=${edition.id}`}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('nominee.back', { country, year: edition.year })}
        </Group>
      </Anchor>
      <PageHeader title={name} intro={t('nominee.edition', { country, year: edition.year })} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nominee-facts">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} size="h4" id="nominee-facts">
            {t('nominee.about')}
          </Title>
          <PhaseBadge phase={edition.phase} />
        </Group>
        <dl className={classes.facts}>
          <div>
            <dt>{t('nominee.knowledge_area')}</dt>
            <dd>{nominee.knowledgeArea}</dd>
          </div>
          <div>
            <dt>{t('nominee.institution')}</dt>
            <dd>{nominee.institution}</dd>
          </div>
          <div>
            <dt>{t('nominee.courses_taught')}</dt>
            <dd>{nominee.coursesTaught}</dd>
          </div>
          <div>
            <dt>{t('nominee.votes')}</dt>
            <dd data-testid="votes">{t('nominees.votes', { count: nominee.votesQuantity })}</dd>
          </div>
        </dl>
        {nominee.linked ? (
          <Text size="sm" mt="sm" c="teal.9">
            <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {t('nominee.linked')}
          </Text>
        ) : null}
        <Group mt="md">
          <VoteAction nominee={nominee} edition={edition} isTalent={isTalent} />
        </Group>
      </Paper>
    </div>
  )
}

/** /awards/nominees/{id}: one approved nominee, with the vote while voting is open (§3 Award nominee). */
export function AwardNomineeRoute() {
  const param = Number(useParams().id)
  const id = Number.isInteger(param) && param > 0 ? param : undefined
  return (
    <ScreenSuspense>
      <AwardNominee id={id} />
    </ScreenSuspense>
  )
}
