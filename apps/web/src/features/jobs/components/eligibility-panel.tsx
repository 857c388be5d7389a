import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconArrowRight, IconCircleCheck, IconShieldLock, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Eligibility } from '@sentinela/shared/schemas/jobs'
import { basicDataFieldLink, niceWizardLink } from '../../../lib/profile-links'
import { FitGauge } from './fit-gauge'
import { MissingStatements } from './missing-statements'
import classes from './jobs.module.css'

/** One of the job's roles against the talent's fit: met, or the gap with the statements that would close it. */
function RoleRow({ role }: { role: Eligibility['roles'][number] }) {
  const { t } = useTranslation('jobs')
  return (
    <li className={classes.roleRow}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600}>{role.name}</Text>
        <Text size="sm" fw={600} c={role.met ? 'teal.9' : 'red.8'} className={classes.noWrap}>
          {role.met ? t('eligibility.role_met') : t('eligibility.role_not_met')}
        </Text>
      </Group>
      <Text size="sm">
        {t('eligibility.role_fit', { percentage: role.percentage, minimum: role.minimumPercentage })}
      </Text>
      <FitGauge percentage={role.percentage} minimum={role.minimumPercentage} met={role.met} />
      {role.met ? null : <MissingStatements role={role} />}
    </li>
  )
}

/**
 * §5 before applying: whether the talent may apply and, when not, why: the clearance the job requires, and each role
 * whose minimum their NIST NICE profile does not reach, with the way to improve it. Both ways lead to the exact place
 * (the role's statements in the wizard, the clearance field) and come back to `returnTo`, the job, after saving.
 */
export function EligibilityPanel({
  eligibility,
  id,
  returnTo,
}: {
  eligibility: Eligibility
  id: string
  returnTo: string
}) {
  const { t } = useTranslation('jobs')
  const clearanceMissing = !eligibility.clearance.met
  const unmetRoles = eligibility.roles.filter((role) => !role.met)
  // The widest gap first: the role that needs the most work is where the wizard opens.
  const firstGap = [...unmetRoles].sort(
    (a, b) => b.minimumPercentage - b.percentage - (a.minimumPercentage - a.percentage),
  )[0]
  return (
    <Stack gap="md" id={id}>
      {eligibility.eligible ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" size={36} aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <div>
            <Title order={3} size="h5">
              {t('eligibility.eligible_title')}
            </Title>
            <Text size="sm">{t('eligibility.eligible_body')}</Text>
          </div>
        </Group>
      ) : (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="orange" size={36} aria-hidden>
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <div>
            <Title order={3} size="h5">
              {t('eligibility.not_eligible_title')}
            </Title>
            <Text size="sm">{t('eligibility.not_eligible_body')}</Text>
          </div>
        </Group>
      )}

      {clearanceMissing ? (
        <div className={classes.reason}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconShieldLock size={20} aria-hidden className={classes.reasonIcon} />
            <Stack gap={6} align="flex-start">
              <Text fw={600}>{t('eligibility.clearance_title')}</Text>
              <Text size="sm">{t('eligibility.clearance_missing')}</Text>
              <Button
                component={Link}
                to={basicDataFieldLink('clearance', returnTo)}
                variant="light"
                size="xs"
                rightSection={<IconArrowRight size={14} aria-hidden />}
              >
                {t('eligibility.clearance_action')}
              </Button>
            </Stack>
          </Group>
        </div>
      ) : null}

      {eligibility.roles.length > 0 ? (
        <div>
          <Title order={4} size="h6" mb={6}>
            {t('eligibility.roles_title')}
          </Title>
          <ul className={classes.roleRows}>
            {eligibility.roles.map((role) => (
              <RoleRow key={role.workRoleCode} role={role} />
            ))}
          </ul>
        </div>
      ) : null}

      {firstGap ? (
        <Button
          component={Link}
          to={niceWizardLink({
            workRoleCode: firstGap.workRoleCode,
            minimum: firstGap.minimumPercentage,
            next: returnTo,
          })}
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('eligibility.improve')}
        </Button>
      ) : null}
      {!eligibility.eligible && !clearanceMissing && unmetRoles.length === 0 ? (
        <Group gap="xs">
          <IconX size={18} aria-hidden />
          <Text size="sm">{t('eligibility.other_reason')}</Text>
        </Group>
      ) : null}
    </Stack>
  )
}
