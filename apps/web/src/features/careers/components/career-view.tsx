import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { CAREER_LEVELS, type CareerDetail } from '@sentinela/shared/schemas/careers'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormatDate } from './format'
import { readSession } from '../../../lib/session'
import { CareerScore } from './career-score'
import { GapDialog } from './gap-dialog'

/** A path: flags, roles, the talent's percentage with its parts, and its trainings by level. */
export function CareerView({ career }: { career: CareerDetail }) {
  const { t } = useTranslation('careers')
  const formatDate = useFormatDate()
  const isTalent = readSession()?.role === 'talent'
  const [gapOpen, setGapOpen] = useState(false)
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{t(`owner_badge.${career.owner}`)}</Badge>
        {career.securityLevel ? (
          <Badge color="gray">{t('labels.security_level', { value: career.securityLevel })}</Badge>
        ) : null}
        {career.clearanceRequired ? <Badge color="orange">{t('labels.clearance')}</Badge> : null}
        {career.polygraphRequired ? <Badge color="orange">{t('labels.polygraph')}</Badge> : null}
      </Group>
      {career.description ? <Text>{career.description}</Text> : null}
      <Text size="sm">
        <strong>{t('fields.roles')}:</strong> {career.workRoles.map((role) => role.name).join(' · ')}
      </Text>
      {career.recommendations.map((recommendation) => (
        <Alert key={recommendation.companyName} color="indigo">
          {t(recommendation.assignedToTalent ? 'labels.assigned' : 'labels.recommended', {
            company: recommendation.companyName,
            date: formatDate(recommendation.recommendedDate),
          })}
        </Alert>
      ))}
      {isTalent ? <CareerScore score={career.score} /> : null}
      <Group gap="xs" wrap="wrap">
        {career.canEdit ? (
          <Button component={Link} to={`/career/editCareer?id=${career.id}`} variant="light">
            {t('actions.edit')}
          </Button>
        ) : null}
        <Button component={Link} to={`/career/jobs?id=${career.id}`} variant="light">
          {t('actions.jobs')}
        </Button>
        {isTalent ? (
          <Button variant="outline" onClick={() => setGapOpen(true)}>
            {t('actions.close_gap')}
          </Button>
        ) : null}
      </Group>
      {CAREER_LEVELS.map((level) => {
        const items = career.trainings.filter((training) => training.level === level)
        return (
          <Card key={level} withBorder component="section" aria-labelledby={`level-${level}`}>
            <Title order={2} size="h4" id={`level-${level}`} mb="xs">
              {t(`level.${level}`)}
            </Title>
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('labels.no_trainings')}
              </Text>
            ) : (
              <List spacing="xs">
                {items.map((training) => (
                  <List.Item key={training.trainingId}>
                    <Anchor href={training.url} target="_blank" rel="noopener noreferrer">
                      {training.title}
                    </Anchor>{' '}
                    <Text span size="sm" c="dimmed">
                      — {training.provider} ·{' '}
                      {training.price === 0 ? t('labels.free') : t('labels.price', { value: training.price })}
                      {training.durationHours ? ` · ${t('labels.hours', { value: training.durationHours })}` : ''}
                    </Text>{' '}
                    {training.progress ? (
                      <Badge size="sm" color={training.progress === 'completed' ? 'teal' : 'blue'}>
                        {t(`labels.progress_${training.progress}`)}
                      </Badge>
                    ) : null}
                  </List.Item>
                ))}
              </List>
            )}
          </Card>
        )
      })}
      {isTalent ? (
        <GapDialog
          source={{ kind: 'career', careerId: career.id }}
          opened={gapOpen}
          onClose={() => setGapOpen(false)}
        />
      ) : null}
    </Stack>
  )
}
