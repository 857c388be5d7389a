import { Button, Stack, Text, Title } from '@mantine/core'
import { IconBookmarkOff, IconBookmarks, IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SavedTraining } from '@sentinela/shared/schemas/learning'
import { EmptyState } from '../../../components/ui/empty-state'
import { QueryList } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSavedTrainings } from '../api/list-saved-trainings'
import { useSaveTraining } from '../api/save-training'
import { LearningScreen } from '../components/learning-screen'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { TrainingCard } from '../components/training-card'
import { formatDate } from '../utils/format'
import { LEARNING_PATHS } from '../utils/paths'
import classes from '../components/learning.module.css'

function UnsaveButton({ training }: { training: SavedTraining }) {
  const { t } = useTranslation('learning')
  const save = useSaveTraining()
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconBookmarkOff size={16} aria-hidden />}
      aria-label={t('saved.unsave_label', { title: training.title })}
      loading={save.isPending}
      onClick={() =>
        save.mutate(training.id, { onSuccess: () => notifySuccess(t('notify.unsaved')), onError: notifyError })
      }
    >
      {t('saved.unsave')}
    </Button>
  )
}

function SavedTrainings() {
  const { t, i18n } = useTranslation(['learning', 'common'])
  usePageTitle(t('common:page.talent_account_saved_trainings'))
  const saved = useSavedTrainings()
  return (
    <div className={classes.page}>
      <header>
        <Title order={1}>{t('common:page.talent_account_saved_trainings')}</Title>
        <p className={classes.intro}>{t('saved.intro')}</p>
      </header>
      <QueryList
        query={saved}
        empty={
          <EmptyState
            icon={<IconBookmarks size={40} />}
            title={t('saved.empty_title')}
            body={t('saved.empty_body')}
            action={
              <Button component={Link} to={LEARNING_PATHS.search} leftSection={<IconSearch size={18} aria-hidden />}>
                {t('saved.find')}
              </Button>
            }
          />
        }
        failedTitle={t('saved.load_failed')}
        loadingLabel={t('saved.loading')}
      >
        {(trainings) => (
          <Stack gap="sm">
            <ul className={classes.list} aria-label={t('common:page.talent_account_saved_trainings')}>
              {trainings.map((training) => (
                <li key={training.id}>
                  <TrainingCard training={training} actions={<UnsaveButton training={training} />}>
                    <Text size="sm">{t('saved.saved_on', { date: formatDate(training.savedAt, i18n.language) })}</Text>
                  </TrainingCard>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </QueryList>
    </div>
  )
}

/** /talent/account/savedTrainings: the trainings the talent saved (§4). */
export function SavedTrainingsRoute() {
  return (
    <LearningScreen>
      <SavedTrainings />
    </LearningScreen>
  )
}
