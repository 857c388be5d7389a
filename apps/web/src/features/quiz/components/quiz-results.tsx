import { Alert, Badge, Button, Progress, Stack, Text } from '@mantine/core'
import { IconChartBar, IconCirclePlus, IconUserCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { QuizAttempt, QuizReasonView } from '@sentinela/shared/schemas/quiz'
import { SectionCard } from '../../../components/ui/section-card'
import { PATHS } from '../../../config/paths'
import { useLanguage } from '../../../hooks/use-language'
import { useAddQuizToProfile } from '../api/add-quiz-to-profile'
import { formatDate, formatPercentage } from '../utils/format'
import classes from './quiz.module.css'

function Reasons({ reasons }: { reasons: QuizReasonView[] }) {
  const { t } = useTranslation('quiz')
  if (reasons.length === 0) return null
  return (
    <p className={classes.reasons}>
      {t('results.why')}{' '}
      {reasons
        .slice(0, 5)
        .map((reason) => t('results.points', { label: reason.label, points: reason.points }))
        .join(', ')}
    </p>
  )
}

/** The results (PRODUCT.md): a percentage per 2017 category and a fit per current role, each with its reasons. */
export function QuizResults({ attempt }: { attempt: QuizAttempt }) {
  const { t } = useTranslation('quiz')
  const language = useLanguage()
  const add = useAddQuizToProfile()
  const [notice, setNotice] = useState<{ color: 'teal' | 'red'; text: string } | null>(null)
  const result = attempt.result!
  const categories = [...result.categories].sort((a, b) => b.percentage - a.percentage)
  const roles = result.workRoles.slice(0, 8)
  const onAdd = () =>
    add.mutate(attempt.id, {
      onSuccess: (added) =>
        setNotice({
          color: 'teal',
          text: t('results.added', {
            roles: added.addedWorkRoleCodes.length,
            statements: added.addedStatementCodes.length,
          }),
        }),
      onError: (error) => setNotice({ color: 'red', text: `${t('results.add_failed')} ${error.message}` }),
    })

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('results.finished_on', { date: formatDate(attempt.finishedAt!, language) })}
      </Text>
      <SectionCard
        id="quiz-categories"
        title={t('results.categories')}
        description={t('results.categories_intro')}
        icon={<IconChartBar size={20} aria-hidden />}
      >
        <ul className={classes.list}>
          {categories.map((category) => (
            <li key={category.code} className={classes.row}>
              <div className={classes.rowHead}>
                <Text fw={600}>{category.name}</Text>
                <Text fw={600}>{formatPercentage(category.percentage, language)}</Text>
              </div>
              <Progress.Root>
                <Progress.Section value={category.percentage} aria-label={category.name} />
              </Progress.Root>
              <Reasons reasons={category.reasons} />
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard
        id="quiz-roles"
        title={t('results.roles')}
        description={t('results.roles_intro')}
        icon={<IconUserCheck size={20} aria-hidden />}
      >
        {roles.length === 0 ? (
          <Text>{t('results.no_roles')}</Text>
        ) : (
          <ul className={classes.list}>
            {roles.map((role) => (
              <li key={role.workRoleCode} className={classes.row}>
                <div className={classes.rowHead}>
                  <Text fw={600}>
                    {role.name}{' '}
                    {role.suggested && (
                      <Badge variant="filled" color="teal.9">
                        {t('results.suggested')}
                      </Badge>
                    )}
                  </Text>
                  <Text fw={600}>{formatPercentage(role.percentage, language)}</Text>
                </div>
                <Progress.Root>
                  <Progress.Section value={role.percentage} color="teal" aria-label={role.name} />
                </Progress.Root>
                <p className={classes.reasons}>
                  {t('results.through', { codes: role.legacyWorkRoleCodes.join(', ') })}
                </p>
                <Reasons reasons={role.reasons} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard
        id="quiz-add"
        title={t('results.add')}
        icon={<IconCirclePlus size={20} aria-hidden />}
        description={t('results.add_intro', { count: result.suggestedStatementCodes.length })}
      >
        <Stack gap="sm" align="flex-start">
          {notice && (
            <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'} w="100%">
              {notice.text}
            </Alert>
          )}
          {attempt.addedToProfileAt && !notice && (
            <Text>{t('results.added_on', { date: formatDate(attempt.addedToProfileAt, language) })}</Text>
          )}
          <Button
            leftSection={<IconCirclePlus size={16} aria-hidden />}
            onClick={onAdd}
            loading={add.isPending}
            disabled={!result.workRoles.some((role) => role.suggested)}
          >
            {t('results.add')}
          </Button>
          <Button component={Link} to={PATHS.talentHome} variant="subtle">
            {t('results.see_fit')}
          </Button>
        </Stack>
      </SectionCard>
    </Stack>
  )
}
