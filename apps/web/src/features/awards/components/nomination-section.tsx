import { Alert, Button, Modal, Paper, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AwardEdition } from '@sentinela/shared/schemas/awards'
import { NominationForm } from './nomination-form'

/** While nominations are open, a talent or a company nominates a teacher (§4); the form opens in a dialog. */
export function NominationSection({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation(['awards', 'common'])
  const [isOpen, setOpen] = useState(false)
  const [received, setReceived] = useState<string | undefined>()
  const isPhone = useMediaQuery('(max-width: 36em)')
  const country = t(`country.${edition.country}`)

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="award-nominate">
      <Title order={2} size="h4" id="award-nominate" mb={4}>
        {t('nominate.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('nominate.description', { country, year: edition.year })}
      </Text>
      {received ? (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status" mb="sm">
          {received}
        </Alert>
      ) : null}
      <Button
        leftSection={<IconUserPlus size={18} aria-hidden />}
        onClick={() => {
          setReceived(undefined)
          setOpen(true)
        }}
      >
        {t('nominate.open')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('nominate.dialog_title', { country, year: edition.year })}
        size="lg"
        fullScreen={isPhone}
        closeButtonProps={{ 'aria-label': t('common:actions.close_dialog') }}
      >
        <NominationForm
          edition={edition}
          onNominated={(message) => {
            setReceived(message)
            setOpen(false)
          }}
        />
      </Modal>
    </Paper>
  )
}
