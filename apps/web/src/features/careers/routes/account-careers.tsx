import { Badge, Button, Card, Group, NativeSelect, Progress, Radio, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { PlanUpgradeAlert } from '../../../components/ui/plan-upgrade-alert'
import { isPlanRefusal, useSubscription } from '../../../lib/plan'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useCompanyCareers } from '../api/list-company-careers'
import { useCareers } from '../api/list-careers'
import { useEmployeeScores } from '../api/list-employee-scores'
import { useFavouriteCareers } from '../api/list-favourite-careers'
import { useRecommendCareer } from '../api/recommend-career'
import { CareerCard } from '../components/career-card'
import classes from '../components/careers.module.css'
import { useFormatDate } from '../components/format'
import { notifyError, notifySuccess } from '../components/notify'

/** /talent/account/myCareers: saved and own paths with the talent's percentage on each. */
export function TalentMyCareersRoute() {
  const { t } = useTranslation(['careers', 'common'])
  const careers = useFavouriteCareers()
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.talent_account_my_careers')} intro={t('intro.my')} />
      <Group>
        <Button component={Link} to="/career">
          {t('common:page.career')}
        </Button>
        <Button component={Link} to="/career/createCareer" variant="light">
          {t('actions.create')}
        </Button>
      </Group>
      {careers.isPending ? (
        <LoadingStatus label={t('common:page.talent_account_my_careers')} />
      ) : careers.isError ? (
        <LoadFailed title={t('messages.load_failed')} error={careers.error} onRetry={() => void careers.refetch()} />
      ) : careers.data.length === 0 ? (
        <Text>{t('labels.empty_my')}</Text>
      ) : (
        <div className={classes.grid}>
          {careers.data.map((career) => (
            <CareerCard key={career.id} career={career} />
          ))}
        </div>
      )}
    </div>
  )
}

/** /talent/account/CompanyCareerPath: paths companies recommended or assigned to the talent (the in-app notice). */
export function TalentCompanyCareersRoute() {
  const { t } = useTranslation(['careers', 'common'])
  const careers = useCompanyCareers()
  const formatDate = useFormatDate()
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.talent_account_company_career_path')} intro={t('intro.company_paths')} />
      {careers.isPending ? (
        <LoadingStatus label={t('common:page.talent_account_company_career_path')} />
      ) : careers.isError ? (
        <LoadFailed title={t('messages.load_failed')} error={careers.error} onRetry={() => void careers.refetch()} />
      ) : careers.data.length === 0 ? (
        <Text>{t('labels.empty_company')}</Text>
      ) : (
        <div className={classes.grid}>
          {careers.data.map((entry) => (
            <Stack key={entry.recommendationId} gap={4}>
              <Badge color={entry.assignedToTalent ? 'indigo' : 'gray'} style={{ alignSelf: 'flex-start' }}>
                {t(entry.assignedToTalent ? 'labels.assigned' : 'labels.recommended', {
                  company: entry.companyName,
                  date: formatDate(entry.recommendedDate),
                })}
              </Badge>
              <CareerCard career={entry.career} />
            </Stack>
          ))}
        </div>
      )}
    </div>
  )
}

function AssignForm() {
  const { t } = useTranslation('careers')
  const members = useEmployeeScores()
  const paths = useCareers({ owner: 'all', limit: 50 })
  const recommend = useRecommendCareer()
  const [talentId, setTalentId] = useState('')
  const [careerId, setCareerId] = useState('')
  const [mode, setMode] = useState<'assign' | 'recommend'>('assign')
  return (
    <Card withBorder component="section" aria-labelledby="assign-title">
      <Title order={2} size="h4" id="assign-title" mb="xs">
        {t('labels.assign_title')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!talentId || !careerId) return
          const assigned = mode === 'assign'
          recommend.mutate(
            {
              talentId: Number(talentId),
              careerId: Number(careerId),
              assignedToTalent: assigned,
              recommendedDate: new Date().toISOString(),
            },
            {
              onSuccess: () => notifySuccess(t(assigned ? 'messages.assigned' : 'messages.recommended')),
              onError: (error) => {
                if (!isPlanRefusal(error)) notifyError(error)
              },
            },
          )
        }}
      >
        <Stack gap="sm">
          {isPlanRefusal(recommend.error) ? <PlanUpgradeAlert message={recommend.error.message} /> : null}
          <NativeSelect
            label={t('fields.member')}
            value={talentId}
            onChange={(event) => setTalentId(event.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...(members.data ?? []).map((member) => ({
                value: String(member.talentId),
                label: `${member.firstName} ${member.lastName}`,
              })),
            ]}
          />
          <NativeSelect
            label={t('fields.path')}
            value={careerId}
            onChange={(event) => setCareerId(event.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...(paths.data?.data ?? []).map((path) => ({ value: String(path.id), label: path.name })),
            ]}
          />
          <Radio.Group
            label={t('fields.assign_mode')}
            value={mode}
            onChange={(value) => setMode(value as 'assign' | 'recommend')}
          >
            <Stack gap={4} mt={4}>
              <Radio value="assign" label={t('assign_mode.assign')} />
              <Radio value="recommend" label={t('assign_mode.recommend')} />
            </Stack>
          </Radio.Group>
          <Button
            type="submit"
            loading={recommend.isPending}
            disabled={!talentId || !careerId}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(mode === 'assign' ? 'actions.assign' : 'actions.recommend')}
          </Button>
        </Stack>
      </form>
    </Card>
  )
}

function MembersProgress() {
  const { t } = useTranslation('careers')
  const members = useEmployeeScores()
  const recommend = useRecommendCareer()
  if (members.isPending) return <LoadingStatus label={t('labels.members')} />
  if (isPlanRefusal(members.error)) return <PlanUpgradeAlert message={members.error.message} />
  if (members.isError) return <LoadFailed title={t('messages.load_failed')} error={members.error} />
  return (
    <Card withBorder component="section" aria-labelledby="members-title">
      <Title order={2} size="h4" id="members-title" mb="xs">
        {t('labels.members')}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.member')}</Table.Th>
              <Table.Th>{t('fields.path')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((member) => (
              <Table.Tr key={member.talentId} data-member={member.talentId}>
                <Table.Td>
                  {member.firstName} {member.lastName}
                </Table.Td>
                <Table.Td>
                  {!member.publicProfile ? (
                    <Text size="sm" c="dimmed">
                      {t('labels.private_member')}
                    </Text>
                  ) : member.recommendedCareers.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('labels.no_recommendation')}
                    </Text>
                  ) : (
                    <Stack gap="xs">
                      {member.recommendedCareers.map((career) => (
                        <Stack key={career.id} gap={2}>
                          <Group gap="xs" wrap="wrap">
                            <Text size="sm" fw={600}>
                              {career.careerName}
                            </Text>
                            <Badge size="sm" color={career.assignedToTalent ? 'indigo' : 'gray'}>
                              {t(career.assignedToTalent ? 'labels.assigned_badge' : 'labels.recommended_badge')}
                            </Badge>
                            <Text size="sm">{t('score.percentage', { value: career.score?.percentage ?? 0 })}</Text>
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red.8"
                              onClick={() =>
                                recommend.mutate(
                                  { talentId: member.talentId, careerId: career.careerId, recommendedDate: null },
                                  { onSuccess: () => notifySuccess(t('messages.withdrawn')), onError: notifyError },
                                )
                              }
                            >
                              {t('actions.withdraw')}
                            </Button>
                          </Group>
                          <Progress
                            value={career.score?.percentage ?? 0}
                            aria-label={`${member.firstName} ${member.lastName}: ${career.careerName}`}
                          />
                          {career.score ? (
                            <Text size="xs" c="dimmed">
                              {t('score.trainings_part', {
                                done: career.score.completedTrainings,
                                total: career.score.totalTrainings,
                                value: career.score.trainingsPart,
                              })}{' '}
                              · {t('score.fit_part', { value: career.score.roleFitPart })}
                            </Text>
                          ) : null}
                        </Stack>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}

/** /company/account/myCareers: the company's paths, assigning them to the cyber team, and members' progress. */
export function CompanyMyCareersRoute() {
  const { t } = useTranslation(['careers', 'common'])
  const paths = useCareers({ owner: 'mine', limit: 50 })
  // #16: training the cyber team on paths, and following its progress, as the plan includes them.
  const subscription = useSubscription()
  const limits = subscription.data?.plan.limits
  const canTrain = limits?.trainTalent ?? true
  const canFollow = limits?.careerDevelopment ?? true
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.company_account_my_careers')} intro={t('intro.company_my')} />
      {canTrain ? (
        <Group>
          <Button component={Link} to="/career/createCareer">
            {t('actions.create')}
          </Button>
        </Group>
      ) : (
        <PlanUpgradeAlert message={t('plan.train_talent')} />
      )}
      <section aria-labelledby="company-paths">
        <Title order={2} size="h4" id="company-paths" mb="xs">
          {t('labels.company_paths_title')}
        </Title>
        {paths.isPending ? (
          <LoadingStatus label={t('labels.company_paths_title')} />
        ) : paths.isError ? (
          <LoadFailed title={t('messages.load_failed')} error={paths.error} onRetry={() => void paths.refetch()} />
        ) : paths.data.data.length === 0 ? (
          <Text>{t('labels.empty_list')}</Text>
        ) : (
          <div className={classes.grid}>
            {paths.data.data.map((career) => (
              <CareerCard key={career.id} career={career} />
            ))}
          </div>
        )}
      </section>
      {canTrain && canFollow ? <AssignForm /> : null}
      {canFollow ? (
        <MembersProgress />
      ) : (
        <Card withBorder component="section" aria-labelledby="members-title">
          <Title order={2} size="h4" id="members-title" mb="xs">
            {t('labels.members')}
          </Title>
          <PlanUpgradeAlert message={t('plan.career_development')} />
        </Card>
      )}
    </div>
  )
}
