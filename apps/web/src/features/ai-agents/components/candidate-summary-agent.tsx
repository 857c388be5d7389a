import { Alert, Button, Paper, Select, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconFileDescription } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CandidateSummary } from '@sentinela/shared/schemas/ai'
import { formatPercentage, fullName } from '../../../components/talent-profile/format'
import { RoleFitList } from '../../../components/talent-profile/role-fit-list'
import { useLanguage } from '../../../hooks/use-language'
import { useCandidates } from '../../../lib/get-candidates'
import { useCompanyJobs } from '../../../lib/list-company-jobs'
import { useRunCandidateSummary } from '../api/run-candidate-summary'
import { useModelRewrite } from '../hooks/use-model-rewrite'
import { ModelConsent, ModelNarration } from './model-rewrite'
import { StatementList } from './statement-list'
import classes from './ai-agents.module.css'

/** The company's jobs in one list to choose from (the API's most per page). */
const JOBS = { page: 1, limit: 100 } as const

function SummaryView({ summary }: { summary: CandidateSummary }) {
  const { t } = useTranslation('ai')
  const language = useLanguage()
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      className={classes.result}
      aria-labelledby="candidate-summary"
    >
      <Title order={2} size="h3" id="candidate-summary">
        {t('candidate.summary_title', { name: summary.name, job: summary.jobTitle })}
      </Title>
      <Text className={classes.prose}>{summary.summary}</Text>
      <section aria-labelledby="candidate-fits">
        <Title order={3} size="h4" id="candidate-fits" mb="xs">
          {t('candidate.fits_title', { fit: formatPercentage(summary.meanFit, language) })}
        </Title>
        {summary.roleFits.length > 0 ? (
          <RoleFitList
            label={t('candidate.fits_label')}
            roles={summary.roleFits.map((fit) => ({
              workRoleCode: fit.code,
              name: fit.name,
              percentage: fit.percentage,
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('candidate.no_roles')}
          </Text>
        )}
      </section>
      <section aria-labelledby="candidate-facts">
        <Title order={3} size="h4" id="candidate-facts" mb="xs">
          {t('candidate.facts_title')}
        </Title>
        <ul className={classes.facts}>
          {summary.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="candidate-strengths">
        <Title order={3} size="h4" id="candidate-strengths" mb="xs">
          {t('candidate.strengths_title', { count: summary.strengths.length })}
        </Title>
        {summary.strengths.length > 0 ? (
          <StatementList
            statements={summary.strengths}
            label={t('candidate.strengths_title', { count: summary.strengths.length })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('candidate.none')}
          </Text>
        )}
      </section>
      <section aria-labelledby="candidate-gaps">
        <Title order={3} size="h4" id="candidate-gaps" mb="xs">
          {t('candidate.gaps_title', { count: summary.gaps.length })}
        </Title>
        {summary.gaps.length > 0 ? (
          <StatementList statements={summary.gaps} label={t('candidate.gaps_title', { count: summary.gaps.length })} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('candidate.none')}
          </Text>
        )}
      </section>
    </Paper>
  )
}

/** The chosen job's applicants (the pipeline's first page, best fit first). */
function ApplicantSelect({
  jobId,
  value,
  onChange,
}: {
  jobId: number
  value: string | null
  onChange: (talentId: string | null) => void
}) {
  const { t } = useTranslation('ai')
  const language = useLanguage()
  const candidates = useCandidates(jobId)
  const applicants = candidates.data?.pages.flatMap((page) => page.candidates) ?? []
  return (
    <Select
      label={t('candidate.applicant')}
      placeholder={candidates.isPending ? t('candidate.loading_applicants') : t('candidate.applicant_placeholder')}
      data={applicants.map((applicant) => ({
        value: String(applicant.talentId),
        label: t('candidate.applicant_option', {
          name: fullName(applicant),
          fit: formatPercentage(applicant.fit, language),
        }),
      }))}
      value={value}
      onChange={onChange}
      error={candidates.isError ? candidates.error.message : undefined}
      nothingFoundMessage={t('candidate.no_applicants')}
      searchable
      required
      comboboxProps={{ withinPortal: true }}
    />
  )
}

/**
 * Candidate summary (#18, companies): one applicant's fit for one of the company's jobs, in a few factual lines from
 * stored data: the role fits, facts, strengths and gaps.
 */
export function CandidateSummaryAgent() {
  const { t } = useTranslation('ai')
  const jobs = useCompanyJobs(JOBS)
  const [jobId, setJobId] = useState<string | null>(null)
  const [talentId, setTalentId] = useState<string | null>(null)
  const run = useRunCandidateSummary()
  const model = useModelRewrite('candidateSummary')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!jobId || !talentId) return
    const body = { jobId: Number(jobId), talentId: Number(talentId) }
    run.mutate(body, { onSuccess: () => model.afterRun(body) })
  }

  return (
    <div className={classes.agent}>
      <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="candidate-form">
        <form onSubmit={onSubmit} className={classes.form} noValidate>
          <Title order={2} size="h3" id="candidate-form">
            {t('candidate.form_title')}
          </Title>
          <Select
            label={t('candidate.job')}
            placeholder={jobs.isPending ? t('candidate.loading_jobs') : t('candidate.job_placeholder')}
            data={(jobs.data?.data ?? []).map((job) => ({
              value: String(job.id),
              label: t('candidate.job_option', { title: job.jobTitle, count: job.applicantCount }),
              disabled: job.applicantCount === 0,
            }))}
            value={jobId}
            onChange={(value) => {
              setJobId(value)
              setTalentId(null)
            }}
            error={jobs.isError ? jobs.error.message : undefined}
            nothingFoundMessage={t('candidate.no_jobs')}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
          />
          {jobId ? <ApplicantSelect jobId={Number(jobId)} value={talentId} onChange={setTalentId} /> : null}
          <ModelConsent model={model} what={t('candidate.consent_what')} />
          {run.isError ? (
            <Alert color="red.8" icon={<IconAlertCircle aria-hidden />} title={t('candidate.failed')}>
              {run.error.message}
            </Alert>
          ) : null}
          <Button
            type="submit"
            loading={run.isPending}
            disabled={!jobId || !talentId}
            leftSection={<IconFileDescription size={18} aria-hidden />}
            w="fit-content"
          >
            {t('candidate.run')}
          </Button>
        </form>
      </Paper>
      {run.data ? <SummaryView summary={run.data} /> : null}
      <ModelNarration model={model} />
    </div>
  )
}
