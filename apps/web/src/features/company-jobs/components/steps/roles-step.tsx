import { ActionIcon, NumberInput, Select, Slider, Text, Title, Tooltip } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconTrash } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { JOB_ROLES_MAX } from '@sentinela/shared/schemas/jobs'
import type { CategoryWithRoles } from '../../../../lib/list-work-roles'
import { useMinimumReach } from '../../api/minimum-reach'
import { DEFAULT_MINIMUM_PERCENTAGE, type JobFormValues } from '../../utils/job-values'
import layout from '../../../../components/ui/layout.module.css'
import steps from './steps.module.css'
import classes from './roles-step.module.css'

const SLIDER_MARKS = [0, 25, 50, 75, 100].map((value) => ({ value }))
const PERCENT_SUFFIX = '%'

export interface RoleInfo {
  name: string
  categoryName: string
  description: string
}

/** Every work role of the catalog by code, with its category's name: for names wherever a role is shown. */
export function useRoleInfo(catalog: readonly CategoryWithRoles[]) {
  return useMemo(
    () =>
      new Map<string, RoleInfo>(
        catalog.flatMap((category) =>
          category.workRoles.map(
            (role) =>
              [role.code, { name: role.name, categoryName: category.name, description: role.description }] as const,
          ),
        ),
      ),
    [catalog],
  )
}

/**
 * Under a role's minimum: how many talents on the platform meet it as the recruiter sets it (PRODUCT.md), or that
 * there is none yet.
 */
function MinimumReachLine({ workRoleCode, minimum }: { workRoleCode: string; minimum: number }) {
  const { t } = useTranslation('company-jobs')
  const reach = useMinimumReach(workRoleCode, minimum)
  const text =
    minimum < 1
      ? t('roles.no_minimum')
      : reach.data
        ? t('roles.reach', { count: reach.data.talents })
        : reach.isError
          ? t('roles.reach_failed')
          : t('roles.reach_loading')
  return (
    <Text size="sm" c="dimmed" aria-live="polite" className={classes.minimumReach}>
      {text}
    </Text>
  )
}

export interface RolesStepProps {
  form: UseFormReturnType<JobFormValues>
  catalog: readonly CategoryWithRoles[]
}

/**
 * Step 2, roles: up to five NICE work roles (§3 "required roles with minimum percentage per NICE role"), each with the
 * minimum fit an applicant needs (§5), as a slider and a number that move together.
 */
export function RolesStep({ form, catalog }: RolesStepProps) {
  const { t } = useTranslation('company-jobs')
  const roles = form.getValues().roles
  const roleInfo = useRoleInfo(catalog)
  const [search, setSearch] = useState('')
  const chosen = new Set(roles.map((role) => role.workRoleCode))
  const isFull = roles.length >= JOB_ROLES_MAX
  const data = catalog.map((category) => ({
    group: category.name,
    items: category.workRoles
      .filter((role) => !chosen.has(role.code))
      .map((role) => ({ value: role.code, label: role.name })),
  }))

  const onAdd = (code: string | null) => {
    setSearch('')
    if (!code || chosen.has(code) || isFull) return
    form.insertListItem('roles', { workRoleCode: code, minimumPercentage: DEFAULT_MINIMUM_PERCENTAGE })
  }

  return (
    <div className={steps.stepBody}>
      <div>
        <Title order={2} size="h3" className={steps.stepHeading}>
          {t('steps.roles.heading')}
        </Title>
        <p className={steps.stepHelp}>{t('steps.roles.help', { max: JOB_ROLES_MAX })}</p>
      </div>

      <div className={layout.toolbar}>
        <Select
          label={t('roles.add_label')}
          description={isFull ? t('roles.full', { max: JOB_ROLES_MAX }) : t('roles.add_help')}
          placeholder={t('roles.add_placeholder')}
          data={data}
          value={null}
          onChange={onAdd}
          searchValue={search}
          onSearchChange={setSearch}
          searchable
          disabled={isFull}
          nothingFoundMessage={t('form.nothing_found')}
          maxDropdownHeight={320}
          className={classes.roleAdd}
        />
        <Text fw={600} aria-live="polite">
          {t('roles.chosen_count', { count: roles.length, max: JOB_ROLES_MAX })}
        </Text>
      </div>

      {roles.length === 0 ? (
        <div className={layout.empty}>
          <Text fw={600}>{t('roles.empty_title')}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('roles.empty_body')}
          </Text>
        </div>
      ) : (
        <ul className={layout.list} aria-label={t('roles.list_label')}>
          {roles.map((role, index) => {
            const info = roleInfo.get(role.workRoleCode)
            const name = info?.name ?? role.workRoleCode
            const path = `roles.${index}.minimumPercentage` as const
            const minimum = form.getInputProps(path)
            const sliderValue = typeof role.minimumPercentage === 'number' ? role.minimumPercentage : 0
            return (
              <li key={role.workRoleCode} className={layout.item}>
                <div className={layout.itemBody}>
                  <h3 className={classes.roleTitle}>{name}</h3>
                  {info ? <p className={classes.roleCategory}>{info.categoryName}</p> : null}
                  <div className={classes.minimumRow}>
                    <Slider
                      className={classes.minimumSlider}
                      min={0}
                      max={100}
                      step={5}
                      marks={SLIDER_MARKS}
                      value={sliderValue}
                      onChange={(value) => minimum.onChange(value)}
                      thumbLabel={t('roles.minimum_slider', { role: name })}
                      label={(value) => `${value}${PERCENT_SUFFIX}`}
                    />
                    <NumberInput
                      className={classes.minimumNumber}
                      label={t('roles.minimum_label')}
                      aria-label={t('roles.minimum_for', { role: name })}
                      min={0}
                      max={100}
                      clampBehavior="none"
                      allowDecimal={false}
                      allowNegative={false}
                      suffix={PERCENT_SUFFIX}
                      {...minimum}
                    />
                  </div>
                  <MinimumReachLine
                    workRoleCode={role.workRoleCode}
                    minimum={typeof role.minimumPercentage === 'number' ? role.minimumPercentage : 0}
                  />
                </div>
                <Tooltip label={t('roles.remove', { role: name })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    className={steps.rowRemove}
                    aria-label={t('roles.remove', { role: name })}
                    onClick={() => form.removeListItem('roles', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
