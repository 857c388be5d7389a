import { Button } from '@mantine/core'
import { IconThumbUp } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AwardNominee } from '@sentinela/shared/schemas/awards'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { useVoteAwardNominee } from '../api/vote-award-nominee'
import { notifySuccess } from '../../../lib/notify'

/** §4: one vote per talent per edition; it cannot be changed, so the talent confirms it first. */
export function VoteButton({ nominee }: { nominee: AwardNominee }) {
  const { t } = useTranslation('awards')
  const vote = useVoteAwardNominee()
  const [isConfirming, setConfirming] = useState(false)
  const name = `${nominee.firstName} ${nominee.lastName}`

  const onConfirm = () =>
    vote.mutate(nominee.id, {
      onSuccess: () => {
        setConfirming(false)
        notifySuccess(t('vote.voted', { name }))
      },
    })

  return (
    <>
      <Button
        size="sm"
        leftSection={<IconThumbUp size={16} aria-hidden />}
        onClick={() => {
          vote.reset()
          setConfirming(true)
        }}
        aria-label={t('vote.button_for', { name })}
      >
        {t('vote.button')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('vote.confirm_title', { name })}
        body={t('vote.confirm_body')}
        confirmLabel={t('vote.confirm')}
        confirmColor="teal.9"
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
        isPending={vote.isPending}
        error={vote.error ? { title: t('vote.failed'), message: vote.error.message } : undefined}
      />
    </>
  )
}
