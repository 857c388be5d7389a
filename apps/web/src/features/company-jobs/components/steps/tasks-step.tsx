import { Accordion, Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowBackUp, IconInfoCircle, IconSparkles } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NistOriginalSwitch } from '../../../../components/nice/nist-original-switch'
import { StatementText } from '../../../../components/nice/statement-text'
import { useRoleTasks } from '../../api/list-role-tasks'
import type { RoleValue } from '../../utils/job-values'
import type { RoleInfo } from './roles-step'
import layout from '../../../../components/ui/layout.module.css'
import shared from '../shared.module.css'
import steps from './steps.module.css'
import classes from './tasks-step.module.css'

const STATUS_ROLE = 'status'
/** A role lists dozens of tasks: the first few say what it is about, the rest come on request. */
const TASKS_SHOWN_FIRST = 8

/** One role's task statements, read when its panel is first shown. */
function RoleTasks({ workRoleCode, showOriginal }: { workRoleCode: string; showOriginal: boolean }) {
  const { t } = useTranslation('company-jobs')
  const tasks = useRoleTasks(workRoleCode)
  const [showAll, setShowAll] = useState(false)
  const all = tasks.data?.data ?? []
  const shown = showAll ? all : all.slice(0, TASKS_SHOWN_FIRST)
  const hidden = all.length - shown.length
  if (tasks.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {tasks.error.message}
      </Text>
    )
  }
  if (!tasks.data) {
    return (
      <div role={STATUS_ROLE}>
        <Text size="sm" c="dimmed">
          {t('tasks.loading')}
        </Text>
        <Stack gap={6} mt="xs" aria-hidden>
          <Skeleton height={14} />
          <Skeleton height={14} width="85%" />
        </Stack>
      </div>
    )
  }
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('tasks.count', { count: tasks.data.totalNumberOfRecords })}
      </Text>
      <ul className={classes.taskList} aria-label={t('tasks.list_label')}>
        {shown.map((task) => (
          <li key={task.code}>
            <code className={classes.taskCode}>{task.code}</code>
            <span>
              <StatementText statement={task} showOriginal={showOriginal} />
            </span>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setShowAll(true)}>
          {t('tasks.show_all', { count: tasks.data.data.length })}
        </Button>
      ) : null}
    </>
  )
}

export interface TasksStepProps {
  roles: readonly RoleValue[]
  roleInfo: ReadonlyMap<string, RoleInfo>
  description: string
  /** The description before the last accepted proposal: while set, the company can undo the replacement. */
  replacedDescription: string | null
  onImprove: () => void
  onUndo: () => void
  onGoToRoles: () => void
}

/**
 * Step 3, specialities and tasks: what each chosen role's minimum means, the role's NIST task statements (read only),
 * and the "Improve description" action, whose proposal the company reviews before it replaces anything.
 */
export function TasksStep({
  roles,
  roleInfo,
  description,
  replacedDescription,
  onImprove,
  onUndo,
  onGoToRoles,
}: TasksStepProps) {
  const { t } = useTranslation('company-jobs')
  const [showOriginal, setShowOriginal] = useState(false)
  return (
    <div className={steps.stepBody}>
      <div>
        <Title order={2} size="h3" className={steps.stepHeading}>
          {t('steps.tasks.heading')}
        </Title>
        <p className={steps.stepHelp}>{t('steps.tasks.help')}</p>
      </div>

      <section aria-labelledby="tasks-roles" className={shared.section}>
        <Title order={3} size="h5" id="tasks-roles">
          {t('tasks.roles_title')}
        </Title>
        {roles.length === 0 ? (
          <div className={layout.empty}>
            <Text fw={600}>{t('tasks.no_roles_title')}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t('tasks.no_roles_body')}
            </Text>
            <Button variant="default" size="xs" mt="sm" onClick={onGoToRoles}>
              {t('tasks.go_to_roles')}
            </Button>
          </div>
        ) : (
          <>
            <NistOriginalSwitch checked={showOriginal} onChange={setShowOriginal} />
            <Accordion variant="separated" multiple defaultValue={roles.slice(0, 1).map((role) => role.workRoleCode)}>
              {roles.map((role) => {
                const name = roleInfo.get(role.workRoleCode)?.name ?? role.workRoleCode
                const minimum = typeof role.minimumPercentage === 'number' ? role.minimumPercentage : 0
                return (
                  <Accordion.Item key={role.workRoleCode} value={role.workRoleCode}>
                    <Accordion.Control>
                      <Text fw={600} component="span">
                        {name}
                      </Text>{' '}
                      <Text size="sm" c="dimmed" component="span">
                        {t('tasks.minimum_short', { minimum })}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Text size="sm" mb="sm">
                        {t('tasks.minimum_means', { role: name, minimum })}
                      </Text>
                      <RoleTasks workRoleCode={role.workRoleCode} showOriginal={showOriginal} />
                    </Accordion.Panel>
                  </Accordion.Item>
                )
              })}
            </Accordion>
          </>
        )}
      </section>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tasks-description">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={3} size="h5" id="tasks-description">
                {t('improve.title')}
              </Title>
              <Text size="sm" c="dimmed" mt={4} maw="64ch">
                {t('improve.help')}
              </Text>
            </div>
            <Button leftSection={<IconSparkles size={18} aria-hidden />} onClick={onImprove}>
              {t('improve.action')}
            </Button>
          </Group>
          {replacedDescription !== null ? (
            <Alert color="indigo" icon={<IconInfoCircle aria-hidden />} role={STATUS_ROLE}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t('improve.replaced')}</Text>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconArrowBackUp size={16} aria-hidden />}
                  onClick={onUndo}
                >
                  {t('improve.undo')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          <Text size="sm" fw={600} id="tasks-current-description">
            {t('improve.current_label')}
          </Text>
          <pre className={classes.descriptionPreview} aria-labelledby="tasks-current-description">
            {description}
          </pre>
        </Stack>
      </Paper>
    </div>
  )
}
