import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core'
import { IconTrendingUp } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AcceptTrainingStatementsResult, TrainingStatement } from '@sentinela/shared/schemas/learning'
import { useAcceptTrainingStatements } from '../api/accept-training-statements'
import { notifySuccess } from '../../../lib/notify'

export interface OfferDialogProps {
  training: { id: number; title: string } | null
  statements: TrainingStatement[]
  onClose: () => void
}

/**
 * After completing a training: its skills the NICE profile lacks, each confirmed by the talent (PRODUCT.md); adding
 * them shows how each role's fit moved. Mounted with the training as its key, so each offer starts afresh.
 */
export function OfferDialog({ training, statements, onClose }: OfferDialogProps) {
  const { t } = useTranslation(['learning', 'common'])
  const accept = useAcceptTrainingStatements()
  const [chosen, setChosen] = useState<string[]>(() => statements.map((statement) => statement.code))
  const [result, setResult] = useState<AcceptTrainingStatementsResult | null>(null)

  return (
    <Modal
      opened={training !== null}
      onClose={onClose}
      title={result ? t('offer.done_title') : t('offer.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close_dialog') }}
    >
      {result ? (
        <Stack>
          <Text>{t('offer.added', { count: result.added.length })}</Text>
          {result.fitChanges.length > 0 ? (
            <>
              <Text fw={600}>{t('offer.fit_changes')}</Text>
              <List icon={<IconTrendingUp size={16} aria-hidden />} aria-label={t('offer.fit_changes')}>
                {result.fitChanges.slice(0, 8).map((change) => (
                  <List.Item key={change.workRoleCode}>{t('offer.fit_change', change)}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text>{t('offer.no_fit_change')}</Text>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('offer.close')}</Button>
          </Group>
        </Stack>
      ) : training ? (
        <Stack>
          <Text>{t('offer.intro', { title: training.title })}</Text>
          {statements.length === 0 ? (
            <Text>{t('offer.none')}</Text>
          ) : (
            <Checkbox.Group value={chosen} onChange={setChosen} label={t('detail.statements')}>
              <Stack gap="xs" mt="xs">
                {statements.map((statement) => (
                  <Checkbox
                    key={statement.code}
                    value={statement.code}
                    label={`${statement.code} ${statement.description}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {accept.error ? <Alert color="red.8">{accept.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('offer.later')}
            </Button>
            {statements.length > 0 ? (
              <Button
                disabled={chosen.length === 0}
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(
                    { trainingId: training.id, statementCodes: chosen },
                    {
                      onSuccess: (data) => {
                        setResult(data)
                        notifySuccess(t('offer.added', { count: data.added.length }))
                      },
                    },
                  )
                }
              >
                {t('offer.accept')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
