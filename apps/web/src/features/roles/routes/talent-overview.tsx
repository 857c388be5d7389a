import { Button, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconChartBar, IconEdit, IconHandClick, IconSchool } from '@tabler/icons-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { pathOf } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useWorkRoles } from '../../../lib/list-work-roles'
import { useTalentProfile } from '../api/get-talent-profile'
import { useRoleFits } from '../../../lib/list-role-fits'
import { FitChart } from '../components/fit-chart'
import { RoleFitDetail } from '../components/role-fit-detail'
import { pickChartRoles } from '../utils/fit-preview'
import classes from '../components/roles.module.css'

const WIZARD_PATH = pathOf('talent_account_profile_nist_nice')
const QUIZ_PATH = pathOf('talent_account_profile_nist_nice_quiz')
const BEGINNER_PATH = pathOf('start_your_cyber_career_here')

/** A talent who said they are new to cyber (§3 isBeginner) is shown the way to the beginner path first (#15). */
function BeginnerPathCallToAction() {
  const { t } = useTranslation('roles')
  const headingId = useId()
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={headingId}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <ThemeIcon size={48} aria-hidden>
          <IconSchool size={26} />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {t('overview.beginner.title')}
          </Title>
          <Text className={classes.intro}>{t('overview.beginner.body')}</Text>
          <Button component={Link} to={BEGINNER_PATH} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('overview.beginner.action')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  )
}

/** No work roles chosen yet: the way into the wizard. */
function ChooseRolesCallToAction() {
  const { t } = useTranslation(['roles', 'quiz'])
  const headingId = useId()
  return (
    <Paper component="section" withBorder p="xl" aria-labelledby={headingId}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <ThemeIcon size={56} aria-hidden>
          <IconChartBar size={30} />
        </ThemeIcon>
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id={headingId}>
            {t('overview.cta.title')}
          </Title>
          <Text className={classes.intro}>{t('overview.cta.body')}</Text>
          <Button component={Link} to={WIZARD_PATH} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('overview.cta.action')}
          </Button>
          <Button component={Link} to={QUIZ_PATH} variant="subtle">
            {t('quiz:overview_link')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  )
}

/** The chart of best-fitting roles beside the detail of the role chosen in it. */
function FitSection({ chosenCodes }: { chosenCodes: readonly string[] }) {
  const { t } = useTranslation('roles')
  const detailId = useId()
  const fits = useRoleFits()
  const catalog = useWorkRoles()
  // Undefined until the person picks: the best role is shown then, so the panel is never empty on arrival.
  const [picked, setPicked] = useState<string | null | undefined>(undefined)
  const chosen = useMemo(() => new Set(chosenCodes), [chosenCodes])
  const categoryNames = useMemo(
    () => new Map((catalog.data ?? []).map((category) => [category.code, category.name])),
    [catalog.data],
  )
  const roleNames = useMemo(() => new Map((fits.data ?? []).map((fit) => [fit.workRoleCode, fit.name])), [fits.data])

  if (fits.isError && !fits.data) {
    return (
      <LoadFailed
        title={t('overview.load_failed')}
        error={fits.error}
        onRetry={() => void fits.refetch()}
        isRetrying={fits.isFetching}
        retryLabel={t('wizard.retry')}
      />
    )
  }
  if (!fits.data) return <LoadingStatus label={t('preview.loading')} />

  const chartRoles = pickChartRoles(fits.data)
  const bestRole = chartRoles[0]?.workRoleCode ?? chosenCodes[0] ?? null
  const selected = picked === undefined ? bestRole : picked
  const onSelect = (code: string) => setPicked(selected === code ? null : code)

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md">
          <Stack gap="lg">
            <FitChart
              fits={chartRoles}
              chosenCodes={chosen}
              categoryNames={categoryNames}
              selected={selected}
              onSelect={onSelect}
              detailId={detailId}
            />
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('overview.chosen_roles')}
              </Title>
              <Group gap="xs">
                {chosenCodes.map((code) => (
                  <Button
                    key={code}
                    size="compact-sm"
                    variant={selected === code ? 'filled' : 'light'}
                    aria-pressed={selected === code}
                    onClick={() => onSelect(code)}
                  >
                    {roleNames.get(code) ?? code}
                  </Button>
                ))}
              </Group>
            </Stack>
            <Button
              component={Link}
              to={WIZARD_PATH}
              variant="default"
              leftSection={<IconEdit size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('overview.edit_roles')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {selected ? (
          <RoleFitDetail key={selected} workRoleCode={selected} id={detailId} onClose={() => setPicked(null)} />
        ) : (
          <Paper withBorder p="xl" className={classes.detailHint}>
            <Stack align="center" gap="sm">
              <ThemeIcon size={48} aria-hidden>
                <IconHandClick size={26} />
              </ThemeIcon>
              <Text ta="center" c="dimmed">
                {t('overview.detail_hint')}
              </Text>
            </Stack>
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  )
}

/** /talent/account/overview: the talent's home, with percentage fit per NICE work role (issue 4). */
export function TalentOverviewRoute() {
  const { t } = useTranslation(['roles', 'common'])
  usePageTitle(t('common:page.talent_account_overview'))
  const profile = useTalentProfile()
  const data = profile.data
  const chosen = data?.nice.workRoleCodes ?? []

  return (
    <div className={classes.page}>
      <header>
        <Title order={1}>
          {data ? t('roles:overview.greeting', { name: data.firstName }) : t('common:page.talent_account_overview')}
        </Title>
        <p className={classes.intro}>{t('roles:overview.intro')}</p>
      </header>
      {data?.isBeginner ? <BeginnerPathCallToAction /> : null}
      {data ? (
        chosen.length === 0 ? (
          <ChooseRolesCallToAction />
        ) : (
          <FitSection chosenCodes={chosen} />
        )
      ) : profile.isError ? (
        <LoadFailed
          title={t('roles:overview.load_failed')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
          retryLabel={t('roles:wizard.retry')}
        />
      ) : (
        <LoadingStatus label={t('roles:preview.loading')} />
      )}
    </div>
  )
}
