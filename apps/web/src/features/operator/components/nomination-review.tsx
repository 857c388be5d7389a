import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { OperatorNomination } from '@sentinela/shared/schemas/awards'
import { useLanguage } from '../../../hooks/use-language'
import { ApiError } from '../../../lib/api-client'
import { nominationProofUrl } from '../api/list-award-nominations'
import { useReviewAwardNomination } from '../api/review-award-nomination'
import classes from './operator.module.css'

const STATUS_COLORS = { pending: 'orange.9', approved: 'teal.9', rejected: 'red.8' } as const

/** One nomination as the operator checks it (§5 criteria, the proof), with Approve and Reject-with-a-reason. */
export function NominationReview({ nomination }: { nomination: OperatorNomination }) {
  const { t } = useTranslation(['awards', 'common'])
  const language = useLanguage()
  const review = useReviewAwardNomination()
  const [isRejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const name = `${nomination.firstName} ${nomination.lastName}`
  const headingId = `nomination-${nomination.id}`

  const onApprove = () =>
    review.mutate(
      { id: nomination.id, review: { decision: 'approve' } },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('operator.approved', { name }) }),
        onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
      },
    )

  const onReject = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim() === '') {
      setReasonError(t('operator.reason_required'))
      return
    }
    review.mutate(
      { id: nomination.id, review: { decision: 'reject', reason: reason.trim() } },
      {
        onSuccess: () => {
          setRejecting(false)
          notifications.show({ color: 'teal', message: t('operator.rejected', { name }) })
        },
        onError: (failure) =>
          setReasonError(
            failure instanceof ApiError ? (failure.errors[0]?.message ?? failure.message) : failure.message,
          ),
      },
    )
  }

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <div className={classes.row}>
        <div className={classes.rowTitle}>
          <Text fw={700} id={headingId} component="h3" size="lg" m={0}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('operator.nomination_meta', {
              country: t(`country.${nomination.country}`),
              year: nomination.year,
              date: new Date(nomination.createdAt).toLocaleDateString(language),
              by: nomination.nominatedBy,
            })}
          </Text>
        </div>
        <Badge color={STATUS_COLORS[nomination.status]}>{t(`operator.status.${nomination.status}`)}</Badge>
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{t('operator.email')}</dt>
          <dd>{nomination.email}</dd>
        </div>
        <div>
          <dt>{t('nominee.knowledge_area')}</dt>
          <dd>{nomination.knowledgeArea}</dd>
        </div>
        <div>
          <dt>{t('nominee.institution')}</dt>
          <dd>{nomination.institution}</dd>
        </div>
        <div>
          <dt>{t('operator.experience')}</dt>
          <dd>
            {t('operator.years', { count: nomination.yearsTeaching })}
            {' · '}
            {t('operator.students', { count: nomination.students })}
          </dd>
        </div>
        <div className={classes.factWide}>
          <dt>{t('nominee.courses_taught')}</dt>
          <dd>{nomination.coursesTaught}</dd>
        </div>
        {nomination.rejectionReason ? (
          <div className={classes.factWide}>
            <dt>{t('operator.reason')}</dt>
            <dd>{nomination.rejectionReason}</dd>
          </div>
        ) : null}
      </dl>
      <Group gap="sm" mt="sm">
        <Anchor href={nominationProofUrl(nomination.id)} target="_blank" rel="noopener noreferrer">
          <Group gap={4} component="span">
            {t('operator.open_proof', { type: nomination.proofType.toUpperCase() })}
            <IconExternalLink size={14} aria-label={t('operator.new_tab')} />
          </Group>
        </Anchor>
        {nomination.status === 'pending' ? (
          <>
            <Button
              color="teal.9"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={onApprove}
              loading={review.isPending && !isRejecting}
              aria-label={t('operator.approve_name', { name })}
            >
              {t('operator.approve')}
            </Button>
            <Button
              color="red.8"
              variant="outline"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => {
                setReason('')
                setReasonError(undefined)
                setRejecting(true)
              }}
              aria-label={t('operator.reject_name', { name })}
            >
              {t('operator.reject')}
            </Button>
          </>
        ) : null}
      </Group>
      <Modal
        opened={isRejecting}
        onClose={() => setRejecting(false)}
        title={t('operator.reject_title', { name })}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close_dialog') }}
      >
        <form onSubmit={onReject} noValidate>
          <Stack gap="sm">
            {review.error && !reasonError ? <Alert color="red">{review.error.message}</Alert> : null}
            <Textarea
              label={t('operator.reason')}
              description={t('operator.reason_hint')}
              required
              autosize
              minRows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value)
                setReasonError(undefined)
              }}
              error={reasonError}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('operator.cancel')}
              </Button>
              <Button type="submit" color="red.8" loading={review.isPending}>
                {t('operator.confirm_reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  )
}
