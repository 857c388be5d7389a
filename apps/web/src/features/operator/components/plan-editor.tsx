import { Alert, Button, Checkbox, NumberInput, Paper, Switch, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlanInputSchema, type PaidPlanCode, type Plan, type PlanInput } from '@sentinela/shared/schemas/billing'
import { ApiError } from '../../../lib/api-client'
import { placeFieldIssues, translateKey } from '../../../lib/form-errors'
import { notifySuccess } from '../../../lib/notify'
import { toFieldIssue } from '@sentinela/shared/i18n/validation-issue'
import { useSavePlan } from '../api/save-plan'
import classes from './operator.module.css'

const CHECKBOX = { type: 'checkbox' } as const
const MONTHLY = 'monthly'
const ANNUAL = 'annual'
const JOB_DURATION = 'jobDurationDays'

/** The counted limits that may be unlimited (`null`). */
const NULLABLE = ['jobs', 'platformUsers', 'contactsPerMonth'] as const
type Nullable = (typeof NULLABLE)[number]
const SWITCHES = [
  'topTalent',
  'recommendedTalent',
  'softSkillFilters',
  'hardSkillFilters',
  'trainTalent',
  'careerDevelopment',
] as const
const LABEL_KEYS = {
  jobs: 'operator.jobs',
  platformUsers: 'operator.platform_users',
  contactsPerMonth: 'operator.contacts_per_month',
  topTalent: 'operator.top_talent',
  recommendedTalent: 'operator.recommended_talent',
  softSkillFilters: 'operator.soft_skill_filters',
  hardSkillFilters: 'operator.hard_skill_filters',
  trainTalent: 'operator.train_talent',
  careerDevelopment: 'operator.career_development',
} as const

/** The form's values: prices in dollars, each nullable limit as a number and an "Unlimited" box. */
interface PlanValues {
  monthly: number | string
  annual: number | string
  jobDurationDays: number | string
  counts: Record<Nullable, number | string>
  unlimited: Record<Nullable, boolean>
  switches: Record<(typeof SWITCHES)[number], boolean>
}

const toValues = (plan: Plan): PlanValues => ({
  monthly: plan.monthlyPriceCents / 100,
  annual: plan.annualPriceCents / 100,
  jobDurationDays: plan.limits.jobDurationDays,
  counts: {
    jobs: plan.limits.jobs ?? '',
    platformUsers: plan.limits.platformUsers ?? '',
    contactsPerMonth: plan.limits.contactsPerMonth ?? '',
  },
  unlimited: {
    jobs: plan.limits.jobs === null,
    platformUsers: plan.limits.platformUsers === null,
    contactsPerMonth: plan.limits.contactsPerMonth === null,
  },
  switches: {
    topTalent: plan.limits.topTalent,
    recommendedTalent: plan.limits.recommendedTalent,
    softSkillFilters: plan.limits.softSkillFilters,
    hardSkillFilters: plan.limits.hardSkillFilters,
    trainTalent: plan.limits.trainTalent,
    careerDevelopment: plan.limits.careerDevelopment,
  },
})

/** Empty or not a number stays as text, so the schema says it is missing instead of reading it as 0. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : value === '' ? NaN : Number(value))
const cents = (dollars: number | string) => Math.round(numberOf(dollars) * 100)

const toInput = (values: PlanValues): PlanInput => ({
  monthlyPriceCents: cents(values.monthly),
  annualPriceCents: cents(values.annual),
  limits: {
    jobs: values.unlimited.jobs ? null : numberOf(values.counts.jobs),
    jobDurationDays: numberOf(values.jobDurationDays),
    platformUsers: values.unlimited.platformUsers ? null : numberOf(values.counts.platformUsers),
    contactsPerMonth: values.unlimited.contactsPerMonth ? null : numberOf(values.counts.contactsPerMonth),
    ...values.switches,
  },
})

/** An API or schema path ("limits.jobs", "monthlyPriceCents") → the form field that shows it. */
const fieldFor = (path: string): string | undefined => {
  if (path === 'monthlyPriceCents') return 'monthly'
  if (path === 'annualPriceCents') return 'annual'
  const limit = path.replace(/^limits\./, '')
  if (limit === 'jobDurationDays') return 'jobDurationDays'
  if ((NULLABLE as readonly string[]).includes(limit)) return `counts.${limit}`
  return undefined
}

/** One paid plan's prices and limits, saved on their own. */
export function PlanEditor({ plan }: { plan: Plan & { code: PaidPlanCode } }) {
  const { t } = useTranslation(['billing', 'validation'])
  const save = useSavePlan()
  const [problem, setProblem] = useState<string | undefined>()
  const form = useForm<PlanValues>({
    mode: 'controlled',
    initialValues: toValues(plan),
    validate: (values) => {
      const result = PlanInputSchema.safeParse(toInput(values))
      if (result.success) return {}
      const errors: Record<string, string> = {}
      for (const issue of result.error.issues) {
        const field = toFieldIssue(issue)
        const target = fieldFor(field.path)
        if (target) errors[target] ??= translateKey(t as never, `validation:${field.code}`, field.params)
      }
      // An emptied number reads as missing, not as a number of the wrong type.
      const emptied = [
        ['monthly', values.monthly],
        ['annual', values.annual],
        ['jobDurationDays', values.jobDurationDays],
        ...NULLABLE.filter((name) => !values.unlimited[name]).map((name) => [`counts.${name}`, values.counts[name]]),
      ]
      for (const [field, value] of emptied) {
        if (value === '' && typeof field === 'string') errors[field] = t('validation:required')
      }
      return errors
    },
  })
  const values = form.getValues()
  const headingId = `plan-${plan.code}`

  const onSubmit = form.onSubmit(
    (submitted) => {
      setProblem(undefined)
      save.mutate(
        { code: plan.code, input: toInput(submitted) },
        {
          onSuccess: (saved) => {
            notifySuccess(t('operator.saved', { plan: plan.name }))
            form.setInitialValues(toValues(saved))
            form.setValues(toValues(saved))
          },
          onError: (error) => {
            if (error instanceof ApiError) setProblem(placeFieldIssues(error, form.setFieldError, fieldFor).rest)
            else setProblem(error.message)
          },
        },
      )
    },
    () => setProblem(t('operator.check_fields')),
  )

  const numberProps = { allowNegative: false, hideControls: true, thousandSeparator: false } as const

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <form noValidate onSubmit={onSubmit} className={`${classes.section} ${classes.planForm}`}>
        <Title order={2} size="h3" id={headingId}>
          {plan.name}
        </Title>
        <fieldset className={classes.fieldset}>
          <legend>{t('operator.prices_title')}</legend>
          <div className={classes.planFields}>
            <NumberInput
              label={t('operator.monthly_price')}
              prefix="$"
              decimalScale={2}
              {...numberProps}
              {...form.getInputProps(MONTHLY)}
            />
            <NumberInput
              label={t('operator.annual_price')}
              prefix="$"
              decimalScale={2}
              {...numberProps}
              {...form.getInputProps(ANNUAL)}
            />
          </div>
        </fieldset>
        <fieldset className={classes.fieldset}>
          <legend>{t('operator.limits_title')}</legend>
          <div className={classes.planFields}>
            {NULLABLE.map((name) => (
              <div key={name}>
                <NumberInput
                  label={t(LABEL_KEYS[name])}
                  allowDecimal={false}
                  disabled={values.unlimited[name]}
                  {...numberProps}
                  {...form.getInputProps(`counts.${name}`)}
                />
                <Checkbox
                  mt={6}
                  label={t('operator.unlimited')}
                  aria-label={t('operator.unlimited_of', { field: t(LABEL_KEYS[name]) })}
                  {...form.getInputProps(`unlimited.${name}`, CHECKBOX)}
                />
              </div>
            ))}
            <NumberInput
              label={t('operator.job_duration_days')}
              allowDecimal={false}
              {...numberProps}
              {...form.getInputProps(JOB_DURATION)}
            />
          </div>
        </fieldset>
        <fieldset className={classes.fieldset}>
          <legend>{t('operator.features_title')}</legend>
          <div className={classes.planFields}>
            {SWITCHES.map((name) => (
              <Switch key={name} label={t(LABEL_KEYS[name])} {...form.getInputProps(`switches.${name}`, CHECKBOX)} />
            ))}
          </div>
        </fieldset>
        {problem ? (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={t('operator.save_failed', { plan: plan.name })}
          >
            {problem}
          </Alert>
        ) : null}
        <Button
          type="submit"
          loading={save.isPending}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          w="fit-content"
        >
          {t('operator.save', { plan: plan.name })}
        </Button>
      </form>
    </Paper>
  )
}
