import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import type { CareerGapRequest } from '@sentinela/shared/schemas/careers'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useCreateCareer } from '../api/create-career'
import { useCareerGap } from '../api/get-career-gap'
import { notifyError, notifySuccess } from './notify'

/**
 * "Close the gap": the statements the talent misses for a role, path or job, the trainings that cover them (ranked by
 * missing statements covered per hour, then price), and the chosen ones saved as the talent's own path.
 */
export function GapDialog({
  source,
  opened,
  onClose,
}: {
  source: CareerGapRequest['source']
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('careers')
  const gap = useCareerGap(opened ? source : null)
  const create = useCreateCareer()
  const navigate = useNavigate()
  const [chosen, setChosen] = useState<number[]>([])
  const data = gap.data
  const title = data ? t('labels.gap_title', { name: data.name }) : t('actions.close_gap')
  const savePlan = () => {
    if (!data) return
    create.mutate(
      {
        name: t('labels.gap_title', { name: data.name }).slice(0, 120),
        workRoleCodes: data.workRoleCodes,
        trainings: chosen.map((trainingId) => ({ trainingId, level: 0 })),
      },
      {
        onSuccess: (careerId) => {
          notifySuccess(t('messages.plan_saved'))
          onClose()
          void navigate(`/career/details?id=${careerId}`)
        },
        onError: notifyError,
      },
    )
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {gap.isPending ? (
        <LoadingStatus label={t('actions.close_gap')} />
      ) : gap.isError ? (
        <LoadFailed title={t('messages.load_failed')} error={gap.error} onRetry={() => void gap.refetch()} />
      ) : data ? (
        <Stack gap="sm">
          <Text size="sm">
            {data.missingStatements.length === 0
              ? t('labels.gap_none')
              : t('labels.gap_missing', { count: data.missingStatements.length })}
          </Text>
          {data.trainings.length > 0 ? (
            <Checkbox.Group
              label={t('labels.gap_choose')}
              value={chosen.map(String)}
              onChange={(values) => setChosen(values.map(Number))}
            >
              <Stack gap="xs" mt="xs">
                {data.trainings.map((training) => (
                  <Checkbox
                    key={training.trainingId}
                    value={String(training.trainingId)}
                    label={
                      <span>
                        <Anchor href={training.url} target="_blank" rel="noopener noreferrer">
                          {training.title}
                        </Anchor>{' '}
                        — {training.provider} ·{' '}
                        {training.price === 0 ? t('labels.free') : t('labels.price', { value: training.price })}
                        {training.durationHours ? ` · ${t('labels.hours', { value: training.durationHours })}` : ''}
                      </span>
                    }
                    description={t('labels.gap_covers', {
                      count: training.covers.length,
                      perHour: training.coveredPerHour,
                    })}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button disabled={chosen.length === 0} loading={create.isPending} onClick={savePlan}>
              {t('actions.save_plan')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
