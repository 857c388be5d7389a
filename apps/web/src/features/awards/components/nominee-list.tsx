import { Anchor, Badge, Paper, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AwardEdition, AwardNominee } from '@sentinela/shared/schemas/awards'
import { nomineePath } from '../utils/countries'
import { VoteButton } from './vote-button'
import classes from './awards.module.css'

/** §4: a talent votes while voting is open, once per edition; companies and visitors only read. */
export function canVoteIn(edition: AwardEdition, isTalent: boolean) {
  return isTalent && edition.phase === 'voting' && edition.myVoteNomineeId === null
}

/** The talent's vote, or the vote button while they still have one. */
export function VoteAction({
  nominee,
  edition,
  isTalent,
}: {
  nominee: AwardNominee
  edition: AwardEdition
  isTalent: boolean
}) {
  const { t } = useTranslation('awards')
  if (edition.myVoteNomineeId === nominee.id) {
    return (
      <Badge color="teal.9" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
        {t('vote.yours')}
      </Badge>
    )
  }
  return canVoteIn(edition, isTalent) ? <VoteButton nominee={nominee} /> : null
}

/**
 * Approved nominees in the API's order (most votes first), each with its page, votes and the vote action. Places
 * (1, 2, 3…) show during voting and in the results, and only over the whole list: a name search's third match need
 * not be third.
 */
export function NomineeList({
  nominees,
  edition,
  isTalent,
  label,
  isWholeList,
}: {
  nominees: AwardNominee[]
  edition: AwardEdition
  isTalent: boolean
  label: string
  isWholeList: boolean
}) {
  const { t } = useTranslation('awards')
  const showRank = isWholeList && (edition.phase === 'voting' || edition.phase === 'closed')
  return (
    <ol className={classes.list} aria-label={label}>
      {nominees.map((nominee, index) => (
        <li key={nominee.id} data-nominee={nominee.id}>
          <Paper withBorder radius="md" p="sm" className={classes.nominee}>
            {showRank ? (
              <span className={classes.rank} aria-label={t('nominees.rank', { rank: index + 1 })}>
                {index + 1}
              </span>
            ) : null}
            <div className={classes.nomineeText}>
              <Anchor component={Link} to={nomineePath(nominee.id)} fw={700}>
                {nominee.firstName} {nominee.lastName}
              </Anchor>
              <Text size="sm">{nominee.knowledgeArea}</Text>
              <Text size="sm" c="dimmed">
                {nominee.institution}
              </Text>
            </div>
            <div className={classes.nomineeActions}>
              <Text className={classes.votes} data-testid="votes">
                {t('nominees.votes', { count: nominee.votesQuantity })}
              </Text>
              <VoteAction nominee={nominee} edition={edition} isTalent={isTalent} />
            </div>
          </Paper>
        </li>
      ))}
    </ol>
  )
}
