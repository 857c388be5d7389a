import { Button, Modal, Text } from '@mantine/core'
import { IconMessages } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useThreadWithTalent } from '../../lib/message-threads'
import { PagedThread, ThreadPending } from './paged-thread'

function TalentMessages({ talentId, talentName }: { talentId: number; talentName: string }) {
  const { t } = useTranslation('messages')
  const query = useThreadWithTalent(talentId)
  if (query.isPending || query.isError) return <ThreadPending query={query} />
  if (!query.data) return <Text>{t('company.no_thread', { name: talentName })}</Text>
  return (
    <PagedThread
      threadId={query.data.id}
      side="company"
      headingOrder={0}
      first={{ page: query.data, updatedAt: query.dataUpdatedAt }}
    />
  )
}

/**
 * The company's conversation with one talent (#20), from a job's candidates or talent search: a button opening the
 * thread in a dialog, where any user of the company reads it back to its first message and answers it.
 */
export function TalentMessagesButton({
  talentId,
  talentName,
  size = 'sm',
}: {
  talentId: number
  talentName: string
  size?: 'xs' | 'sm'
}) {
  const { t } = useTranslation('messages')
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconMessages size={16} aria-hidden />}
        aria-label={t('company.button_named', { name: talentName })}
        onClick={() => setOpened(true)}
      >
        {t('company.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('company.dialog_title', { name: talentName })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('company.close') }}
      >
        {opened ? <TalentMessages talentId={talentId} talentName={talentName} /> : null}
      </Modal>
    </>
  )
}
