import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { CareerSummary } from '@sentinela/shared/schemas/careers'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { readSession } from '../../../lib/session'
import { useSaveCareer } from '../api/save-career'
import { useUnsaveCareer } from '../api/unsave-career'
import { CareerScore } from './career-score'
import { notifyError, notifySuccess } from './notify'

/** One path in a list: owner, roles, flags, the talent's percentage, save and open. */
export function CareerCard({ career, children }: { career: CareerSummary; children?: React.ReactNode }) {
  const { t } = useTranslation('careers')
  const isTalent = readSession()?.role === 'talent'
  const save = useSaveCareer()
  const unsave = useUnsaveCareer()
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`career-${career.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={`career-${career.id}`}>
            <Anchor component={Link} to={`/career/details?id=${career.id}`}>
              {career.name}
            </Anchor>
          </Title>
          <Badge variant="light">{t(`owner_badge.${career.owner}`)}</Badge>
        </Group>
        {career.description ? <Text size="sm">{career.description}</Text> : null}
        <Text size="xs" c="dimmed">
          {career.workRoles.map((role) => role.name).join(' · ')}
        </Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray">
            {t('labels.trainings_count', { count: career.trainingCount })}
          </Badge>
          {career.clearanceRequired ? <Badge color="orange">{t('labels.clearance')}</Badge> : null}
          {career.polygraphRequired ? <Badge color="orange">{t('labels.polygraph')}</Badge> : null}
        </Group>
        {isTalent && (career.savedAt || career.score) ? <CareerScore score={career.score} /> : null}
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={`/career/details?id=${career.id}`} size="xs" variant="light">
            {t('actions.details')}
          </Button>
          {career.canEdit ? (
            <Button component={Link} to={`/career/editCareer?id=${career.id}`} size="xs" variant="light">
              {t('actions.edit')}
            </Button>
          ) : null}
          {isTalent && career.owner !== 'talent' ? (
            career.savedAt ? (
              <Button
                size="xs"
                variant="subtle"
                loading={unsave.isPending}
                onClick={() =>
                  unsave.mutate(career.id, {
                    onSuccess: () => notifySuccess(t('messages.unsaved')),
                    onError: notifyError,
                  })
                }
              >
                {t('actions.unsave')}
              </Button>
            ) : (
              <Button
                size="xs"
                loading={save.isPending}
                onClick={() =>
                  save.mutate(career.id, { onSuccess: () => notifySuccess(t('messages.saved')), onError: notifyError })
                }
              >
                {t('actions.save')}
              </Button>
            )
          ) : null}
          {children}
        </Group>
      </Stack>
    </Card>
  )
}
