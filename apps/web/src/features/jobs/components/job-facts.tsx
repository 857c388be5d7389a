import { VisuallyHidden } from '@mantine/core'
import { IconBriefcase, IconBuildingSkyscraper, IconCash, IconMapPin, IconShieldLock } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { useLabels } from '../hooks/use-labels'
import { formatLocation, formatSalary } from '../utils/format'
import layout from '../../../components/ui/layout.module.css'

type FactJob = Pick<
  JobSummary,
  | 'city'
  | 'country'
  | 'modality'
  | 'employmentType'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'clearanceRequired'
>

/** "$80,000–$120,000", "From $80,000", "Up to $120,000", or "Salary not stated", in the interface language. */
export function useSalaryText() {
  const { t, i18n } = useTranslation('jobs')
  return (job: Pick<JobSummary, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>) => {
    const salary = formatSalary(job, i18n.language)
    if (!salary) return t('salary.none')
    if (salary.kind === 'range') return t('salary.range', { range: salary.range })
    if (salary.kind === 'from') return t('salary.from', { amount: salary.amount })
    return t('salary.up_to', { amount: salary.amount })
  }
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={layout.fact}>
      {icon}
      <span>
        <VisuallyHidden>{label} </VisuallyHidden>
        {children}
      </span>
    </li>
  )
}

/** The facts a job seeker scans first: where, how, what kind of contract, how much, and whether clearance is needed. */
export function JobFacts({ job }: { job: FactJob }) {
  const { t, i18n } = useTranslation('jobs')
  const labels = useLabels({ industries: false })
  const salaryText = useSalaryText()
  const location = formatLocation(job.city, job.country, i18n.language)
  return (
    <ul className={layout.facts}>
      {location ? (
        <Fact icon={<IconMapPin size={16} aria-hidden />} label={t('fields.location')}>
          {location}
        </Fact>
      ) : null}
      <Fact icon={<IconBuildingSkyscraper size={16} aria-hidden />} label={t('fields.modality')}>
        {labels.option.modality(job.modality)}
      </Fact>
      <Fact icon={<IconBriefcase size={16} aria-hidden />} label={t('fields.employment_type')}>
        {labels.option.employment_type(job.employmentType)}
      </Fact>
      <Fact icon={<IconCash size={16} aria-hidden />} label={t('fields.salary')}>
        {salaryText(job)}
      </Fact>
      {job.clearanceRequired ? (
        <Fact icon={<IconShieldLock size={16} aria-hidden />} label={t('fields.clearance')}>
          {t('card.clearance_required')}
        </Fact>
      ) : null}
    </ul>
  )
}
