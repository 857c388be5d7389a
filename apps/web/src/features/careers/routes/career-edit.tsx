import { ActionIcon, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconTrash } from '@tabler/icons-react'
import { CAREER_LEVELS, type CareerDetail, type CareerLevel } from '@sentinela/shared/schemas/careers'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useDeleteCareer } from '../api/delete-career'
import { useEditTrainingLevel } from '../api/edit-training-level'
import { useCareer } from '../api/get-career'
import { useTrainingSearch } from '../api/search-trainings'
import { useCareerId } from '../components/career-id'
import classes from '../components/careers.module.css'
import { notifyError, notifySuccess } from '../components/notify'
import { CompanyPlanGate } from '../components/plan-gate'

function AddTraining({ career }: { career: CareerDetail }) {
  const { t } = useTranslation('careers')
  const [text, setText] = useState('')
  const [level, setLevel] = useState<CareerLevel>(0)
  const [debounced] = useDebouncedValue(text.trim(), 250)
  const results = useTrainingSearch(debounced)
  const edit = useEditTrainingLevel()
  const present = new Set(career.trainings.map((training) => training.trainingId))
  return (
    <Card withBorder component="section" aria-labelledby="add-training">
      <Title order={2} size="h4" id="add-training" mb="xs">
        {t('actions.add')}
      </Title>
      <div className={classes.row}>
        <TextInput
          label={t('fields.training_search')}
          description={t('labels.search_hint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <NativeSelect
          label={t('fields.level')}
          value={String(level)}
          onChange={(event) => setLevel(Number(event.currentTarget.value) as CareerLevel)}
          data={CAREER_LEVELS.map((value) => ({ value: String(value), label: t(`level.${value}`) }))}
        />
      </div>
      {debounced.length >= 2 && results.data ? (
        <Stack gap="xs" mt="sm" role="list" aria-label={t('fields.training_search')}>
          {results.data.data
            .filter((training) => !present.has(training.id))
            .map((training) => (
              <Group key={training.id} justify="space-between" wrap="nowrap" role="listitem">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {training.title} — {training.provider}
                </Text>
                <Button
                  size="xs"
                  aria-label={`${t('actions.add')}: ${training.title}`}
                  loading={edit.isPending && edit.variables?.trainingId === training.id}
                  onClick={() =>
                    edit.mutate(
                      { careerId: career.id, trainingId: training.id, level },
                      { onSuccess: () => notifySuccess(t('messages.added')), onError: notifyError },
                    )
                  }
                >
                  {t('actions.add')}
                </Button>
              </Group>
            ))}
        </Stack>
      ) : null}
    </Card>
  )
}

function Editor({ career }: { career: CareerDetail }) {
  const { t } = useTranslation(['careers', 'errors'])
  const edit = useEditTrainingLevel()
  const remove = useDeleteCareer()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  if (!career.canEdit) return <Text role="alert">{t('errors:career_path_read_only')}</Text>
  return (
    <Stack gap="md">
      {/* #16: a company's path changes as its plan allows; a talent's own path is free. */}
      {career.owner === 'company' ? <CompanyPlanGate error={edit.error ?? remove.error} /> : null}
      <Group gap="xs" wrap="wrap">
        <Button component={Link} to={`/career/BasicInformationCareer?id=${career.id}`} variant="light">
          {t('actions.basic_info')}
        </Button>
        <Button component={Link} to={`/career/details?id=${career.id}`} variant="light">
          {t('actions.details')}
        </Button>
        <Button color="red.8" variant="outline" onClick={() => setConfirming(true)}>
          {t('actions.delete')}
        </Button>
      </Group>
      {CAREER_LEVELS.map((level) => {
        const items = career.trainings.filter((training) => training.level === level)
        return (
          <Card key={level} withBorder component="section" aria-labelledby={`edit-level-${level}`}>
            <Title order={2} size="h4" id={`edit-level-${level}`} mb="xs">
              {t(`level.${level}`)}
            </Title>
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('labels.no_trainings')}
              </Text>
            ) : (
              <Stack gap="xs" role="list">
                {items.map((training) => (
                  <div key={training.trainingId} className={classes.row} role="listitem" data-training={training.key}>
                    <Text size="sm" style={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>
                      {training.title}
                    </Text>
                    <NativeSelect
                      size="xs"
                      aria-label={`${t('labels.move_to')}: ${training.title}`}
                      value={String(training.level)}
                      onChange={(event) =>
                        edit.mutate(
                          {
                            careerId: career.id,
                            trainingId: training.trainingId,
                            level: Number(event.currentTarget.value) as CareerLevel,
                          },
                          { onSuccess: () => notifySuccess(t('messages.moved')), onError: notifyError },
                        )
                      }
                      data={CAREER_LEVELS.map((value) => ({ value: String(value), label: t(`level.${value}`) }))}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={`${t('actions.remove')}: ${training.title}`}
                      onClick={() =>
                        edit.mutate(
                          { careerId: career.id, trainingId: training.trainingId, level: null },
                          { onSuccess: () => notifySuccess(t('messages.removed')), onError: notifyError },
                        )
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </div>
                ))}
              </Stack>
            )}
          </Card>
        )
      })}
      <AddTraining career={career} />
      <ConfirmDialog
        opened={confirming}
        title={t('labels.delete_title')}
        body={t('labels.delete_body')}
        confirmLabel={t('actions.confirm_delete')}
        isPending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(career.id, {
            onSuccess: () => {
              notifySuccess(t('messages.deleted'))
              void navigate('/career')
            },
            onError: notifyError,
          })
        }
      />
    </Stack>
  )
}

/** /career/editCareer?id=: move trainings between levels, remove, add by search (2 characters), delete (§2). */
export function CareerEditRoute() {
  const { t } = useTranslation(['careers', 'common'])
  const id = useCareerId()
  const career = useCareer(id)
  return (
    <div className={classes.page}>
      <PageHeader title={career.data?.name ?? t('common:page.career_edit')} intro={t('intro.edit')} />
      {id === null ? (
        <Text role="alert">{t('messages.load_failed')}</Text>
      ) : career.isPending ? (
        <LoadingStatus label={t('common:page.career_edit')} />
      ) : career.isError ? (
        <LoadFailed title={t('messages.load_failed')} error={career.error} onRetry={() => void career.refetch()} />
      ) : (
        <Editor career={career.data} />
      )}
    </div>
  )
}
