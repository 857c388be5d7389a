import { Alert, Badge, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvAcceptInput, CvAnalysis, CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { useRoleFits } from '../../../lib/list-role-fits'
import { useAcceptCvSuggestions } from '../api/accept-cv-suggestions'
import { useCvAnalysis } from '../api/get-cv-analysis'
import { useRetryCvAnalysis } from '../api/retry-cv-analysis'
import { notifyError, notifySuccess } from '../../../lib/notify'

type Picks = Record<string, boolean>

/**
 * Issue #17: the CV analysis's status, live while processing (polled), its failure with why and a retry, and when
 * ready the review: each section's suggestions beside what the profile holds, chosen one by one (or all), editable,
 * added to the profile only on "Add".
 */
export function CvAnalysisPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('cv-analysis')
  // Imports (#20: a JSON Resume file, a LinkedIn export) bring suggestions without a CV.
  const analysis = useCvAnalysis(true)
  const retry = useRetryCvAnalysis()
  const data = analysis.data
  if (!data) return null

  if (data.status === 'processing') {
    return (
      <Group gap="xs" mt="md" role="status" aria-live="polite" data-testid="cv-analysis-status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('processing')}</Text>
      </Group>
    )
  }
  if (data.status === 'failed') {
    return (
      <Alert mt="md" color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('failed')} role="alert">
        <Text size="sm" mb="xs">
          {t(`reasons.${data.reason ?? 'internal'}`)}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retry.isPending}
          onClick={() => retry.mutate(undefined, { onError: (error) => notifyError(error.message) })}
        >
          {t('retry')}
        </Button>
      </Alert>
    )
  }
  return data.suggestions ? <CvReview profile={profile} analysis={data} suggestions={data.suggestions} /> : null
}

function CvReview({
  profile,
  analysis,
  suggestions,
}: {
  profile: Profile
  analysis: CvAnalysis
  suggestions: CvSuggestions
}) {
  const { t, i18n } = useTranslation(['cv-analysis', 'options'])
  const accept = useAcceptCvSuggestions()
  // Role names in the talent's language (the fit list names every role).
  const fits = useRoleFits()
  const roleNames = useMemo(() => new Map((fits.data ?? []).map((fit) => [fit.workRoleCode, fit.name])), [fits.data])
  const roleLabel = (code: string) => (roleNames.has(code) ? `${roleNames.get(code)} (${code})` : code)
  const languageName = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'language' }), [i18n.language])
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

  // Only what the profile does not hold yet is offered.
  const experiences = suggestions.experiences.filter(
    (item) =>
      item.startDate &&
      !profile.experiences.some((held) => same(held.company, item.company) && held.startDate === item.startDate),
  )
  const educations = suggestions.educations.filter(
    (item) => !profile.educations.some((held) => same(held.school, item.school) && same(held.degree, item.degree)),
  )
  const certifications = suggestions.certifications.filter(
    (item) => !profile.certifications.some((held) => same(held.name, item.name)),
  )
  const languages = suggestions.languages.filter(
    (item) => !profile.languages.some((held) => held.language === item.language),
  )
  const roles = suggestions.workRoles.filter((role) => !profile.nice.workRoleCodes.includes(role.code)).slice(0, 3)
  const title =
    suggestions.currentJobTitle && !same(suggestions.currentJobTitle, profile.currentJobTitle ?? '')
      ? suggestions.currentJobTitle
      : null
  const clearance = suggestions.clearance && !profile.clearance.hasClearance ? suggestions.clearance : null

  const keys = [
    ...(title ? ['title'] : []),
    ...experiences.map((_, index) => `experience.${index}`),
    ...educations.map((_, index) => `education.${index}`),
    ...certifications.map((_, index) => `certification.${index}`),
    ...languages.map((_, index) => `language.${index}`),
    ...roles.map((_, index) => `role.${index}`),
    ...(clearance ? ['clearance'] : []),
  ]
  const [picks, setPicks] = useState<Picks>({})
  const [edits, setEdits] = useState<Record<string, string>>({})
  const picked = (key: string) => picks[key] === true
  const toggle = (key: string) => setPicks((current) => ({ ...current, [key]: !current[key] }))
  const edit = (key: string) => edits[key]
  const setEdit = (key: string, value: string) => setEdits((current) => ({ ...current, [key]: value }))

  if (keys.length === 0) {
    return (
      <Text size="sm" mt="md" data-testid="cv-analysis-ready">
        {t('nothing')}
      </Text>
    )
  }

  const submit = () => {
    const chosen = keys.filter(picked)
    if (chosen.length === 0) {
      notifyError(t('select_some'))
      return
    }
    const chosenRoles = roles.filter((_, index) => picked(`role.${index}`))
    const input: CvAcceptInput = {
      version: profile.version,
      currentJobTitle: picked('title') ? (edit('title') ?? title) : undefined,
      experiences: experiences
        .map((item, index) => ({ item, index }))
        .filter(({ index }) => picked(`experience.${index}`))
        .map(({ item, index }) => ({
          id: 0,
          jobTitle: edit(`experience.${index}.jobTitle`) ?? item.jobTitle,
          company: edit(`experience.${index}.company`) ?? item.company,
          startDate: item.startDate!,
          endDate: item.currentlyWorksHere ? null : (item.endDate ?? item.startDate),
          currentlyWorksHere: item.currentlyWorksHere,
        })),
      educations: educations
        .map((item, index) => ({ item, index }))
        .filter(({ index }) => picked(`education.${index}`))
        .map(({ item, index }) => {
          const graduationDate = item.graduationDate ?? undefined
          return {
            id: 0,
            school: edit(`education.${index}.school`) ?? item.school,
            degree: edit(`education.${index}.degree`) ?? item.degree,
            fieldOfStudy: item.fieldOfStudy ?? undefined,
            // A graduation date in the past means the talent graduated; a future one is expected.
            graduated: graduationDate !== undefined && graduationDate <= new Date().toISOString().slice(0, 10),
            graduationDate,
          }
        }),
      certifications: certifications
        .map((item, index) => ({ item, index }))
        .filter(({ index }) => picked(`certification.${index}`))
        .map(({ item, index }) => ({
          id: 0,
          name: item.name,
          issuingEntity: item.issuingEntity,
          dateIssued: edit(`certification.${index}.date`) ?? item.dateIssued ?? '',
        })),
      languages: languages.filter((_, index) => picked(`language.${index}`)).map((item) => ({ id: 0, ...item })),
      clearanceLevel: picked('clearance') && clearance ? clearance.level : undefined,
      workRoleCodes: chosenRoles.map((role) => role.code),
      statementCodes: chosenRoles.flatMap((role) => role.statementCodes),
    }
    accept.mutate(input, {
      onSuccess: () => {
        setPicks({})
        notifySuccess(t('accepted'))
      },
      onError: (error) => notifyError(error.message),
    })
  }

  const row = (key: string, label: string, children?: React.ReactNode) => (
    <Stack gap={4} key={key}>
      <Checkbox label={label} checked={picked(key)} onChange={() => toggle(key)} />
      {picked(key) && children ? (
        <Stack gap={4} pl="lg">
          {children}
        </Stack>
      ) : null}
    </Stack>
  )
  const section = (
    name: 'title' | 'experiences' | 'educations' | 'certifications' | 'languages' | 'roles' | 'clearance',
    current: string[],
    suggested: React.ReactNode[],
  ) =>
    suggested.length === 0 ? null : (
      <section key={name} aria-labelledby={`cv-review-${name}`}>
        <Title order={4} id={`cv-review-${name}`} size="h5" mb={4}>
          {t(`sections.${name}`)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {t('current')}
            </Text>
            {current.length ? (
              current.map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t('none_yet')}
              </Text>
            )}
          </div>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" fw={600}>
              {analysis.source === 'cv' ? t('suggested') : t('import_suggested')}
            </Text>
            {suggested}
          </Stack>
        </SimpleGrid>
      </section>
    )

  const blocks = [
    section(
      'title',
      profile.currentJobTitle ? [profile.currentJobTitle] : [],
      title
        ? [
            row(
              'title',
              title,
              <TextInput
                label={t('fields.job_title')}
                value={edit('title') ?? title}
                onChange={(event) => setEdit('title', event.currentTarget.value)}
              />,
            ),
          ]
        : [],
    ),
    section(
      'experiences',
      profile.experiences.map((item) => `${item.jobTitle} · ${item.company}`),
      experiences.map((item, index) =>
        row(
          `experience.${index}`,
          `${item.jobTitle} · ${item.company} (${item.startDate?.slice(0, 7)} – ${item.currentlyWorksHere ? t('fields.current') : (item.endDate?.slice(0, 7) ?? '')})`,
          <>
            <TextInput
              label={t('fields.job_title')}
              value={edit(`experience.${index}.jobTitle`) ?? item.jobTitle}
              onChange={(event) => setEdit(`experience.${index}.jobTitle`, event.currentTarget.value)}
            />
            <TextInput
              label={t('fields.company')}
              value={edit(`experience.${index}.company`) ?? item.company}
              onChange={(event) => setEdit(`experience.${index}.company`, event.currentTarget.value)}
            />
          </>,
        ),
      ),
    ),
    section(
      'educations',
      profile.educations.map((item) => `${item.degree} · ${item.school}`),
      educations.map((item, index) =>
        row(
          `education.${index}`,
          `${item.degree} · ${item.school}${item.graduationDate ? ` (${item.graduationDate.slice(0, 4)})` : ''}`,
          <>
            <TextInput
              label={t('fields.degree')}
              value={edit(`education.${index}.degree`) ?? item.degree}
              onChange={(event) => setEdit(`education.${index}.degree`, event.currentTarget.value)}
            />
            <TextInput
              label={t('fields.school')}
              value={edit(`education.${index}.school`) ?? item.school}
              onChange={(event) => setEdit(`education.${index}.school`, event.currentTarget.value)}
            />
          </>,
        ),
      ),
    ),
    section(
      'certifications',
      profile.certifications.map((item) => item.name),
      certifications.map((item, index) =>
        row(
          `certification.${index}`,
          `${item.name}${item.issuingEntity ? ` · ${item.issuingEntity}` : ''}`,
          <TextInput
            type="date"
            label={t('fields.date_issued')}
            description={item.dateIssued ? undefined : t('fields.date_needed')}
            value={edit(`certification.${index}.date`) ?? item.dateIssued ?? ''}
            onChange={(event) => setEdit(`certification.${index}.date`, event.currentTarget.value)}
          />,
        ),
      ),
    ),
    section(
      'languages',
      profile.languages.map(
        (item) =>
          `${languageName.of(item.language) ?? item.language} · ${t(`options:language_level.${item.level as CvSuggestions['languages'][number]['level']}`)}`,
      ),
      languages.map((item, index) =>
        row(
          `language.${index}`,
          `${languageName.of(item.language) ?? item.language} · ${t(`options:language_level.${item.level}`)}`,
        ),
      ),
    ),
    section(
      'roles',
      profile.nice.workRoleCodes.map(roleLabel),
      roles.map((role, index) => (
        <Group key={role.code} gap="xs" wrap="nowrap">
          {row(`role.${index}`, roleLabel(role.code))}
          <Badge variant="light" size="sm">
            {t('score', { score: role.score })}
          </Badge>
        </Group>
      )),
    ),
    section('clearance', [], clearance ? [row('clearance', t(`options:security_level.${clearance.level}`))] : []),
  ]

  return (
    <Stack gap="md" mt="md" data-testid="cv-analysis-ready">
      <Title order={3} size="h4">
        {analysis.source === 'cv' ? t('title') : t(`import_title.${analysis.source}`)}
      </Title>
      <Text size="sm">{analysis.source === 'cv' ? t('ready') : t('import_ready', { file: analysis.fileName })}</Text>
      <Checkbox
        label={t('select_all')}
        checked={keys.every(picked)}
        indeterminate={keys.some(picked) && !keys.every(picked)}
        onChange={() => {
          const all = !keys.every(picked)
          setPicks(Object.fromEntries(keys.map((key) => [key, all])))
        }}
      />
      {blocks}
      <Group>
        <Button onClick={submit} loading={accept.isPending}>
          {t('accept')}
        </Button>
      </Group>
    </Stack>
  )
}
