import { Alert, Button, Group, NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconDeviceFloppy, IconFileTypePdf, IconJson, IconLayoutList, IconUserCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SUPPORTED_LANGUAGES } from '@sentinela/shared/i18n/languages'
import {
  RESUME_SUMMARY_MAX_LENGTH,
  RESUME_TEMPLATES,
  type ResumeChoices,
  type ResumeSettings,
} from '@sentinela/shared/schemas/resume'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { SectionCard } from '../../../components/ui/section-card'
import { pathOf } from '../../../config/paths'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { readSession } from '../../../lib/session'
import { useExportJsonResume } from '../api/export-json-resume'
import { useGenerateResumePdf } from '../api/generate-resume-pdf'
import { useResumeSettings } from '../api/get-resume-settings'
import { useResumePreview } from '../api/preview-resume'
import { useSaveResumeSettings } from '../api/save-resume-settings'
import { ImportCard } from '../components/import-card'
import { ResumePreview } from '../components/resume-preview'
import { SectionPicker } from '../components/section-picker'
import { downloadBlob, downloadUrl } from '../utils/download'
import classes from '../components/builder.module.css'
import layout from '../../../components/ui/layout.module.css'

/** Choices as the page holds them: the saved ones until the talent changes something. */
const choicesOf = (settings: ResumeSettings): ResumeChoices => ({
  template: settings.template,
  language: settings.language,
  sections: settings.sections,
  summary: settings.summary,
})

function Builder({ settings }: { settings: ResumeSettings }) {
  const { t } = useTranslation('resume')
  const [choices, setChoices] = useState<ResumeChoices>(() => choicesOf(settings))
  // Typing the summary redraws the preview once the typing pauses, not at every key.
  const [previewChoices] = useDebouncedValue(choices, 400)
  const preview = useResumePreview(previewChoices)
  const save = useSaveResumeSettings()
  const pdf = useGenerateResumePdf()
  const json = useExportJsonResume()
  const change = (patch: Partial<ResumeChoices>) => setChoices((current) => ({ ...current, ...patch }))

  const onSave = () =>
    save.mutate(choices, { onSuccess: () => notifySuccess(t('builder.saved')), onError: notifyError })
  const onPdf = () =>
    pdf.mutate(choices, {
      onSuccess: (document) => {
        downloadUrl(document.url, document.fileName)
        notifySuccess(t('builder.pdf_ready'))
      },
      onError: notifyError,
    })
  const onJson = () =>
    json.mutate(choices, {
      onSuccess: (resume) =>
        downloadBlob(
          new Blob([JSON.stringify(resume, null, 2)], { type: 'application/json' }),
          `resume-${choices.language}.json`,
        ),
      onError: notifyError,
    })

  return (
    <div className={classes.layout}>
      <Stack gap="lg">
        <SectionCard id="choices" title={t('builder.choices')} icon={<IconLayoutList size={22} />}>
          <Stack gap="md">
            <Radio.Group
              label={t('builder.template')}
              value={choices.template}
              onChange={(value) => change({ template: value as ResumeChoices['template'] })}
            >
              <Stack gap="xs" mt="xs">
                {RESUME_TEMPLATES.map((template) => (
                  <Radio
                    key={template}
                    value={template}
                    label={t(`builder.templates.${template}`)}
                    description={t(`builder.template_hints.${template}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <NativeSelect
              label={t('builder.language')}
              value={choices.language}
              onChange={(event) => change({ language: event.currentTarget.value as ResumeChoices['language'] })}
              data={SUPPORTED_LANGUAGES.map((language) => ({
                value: language,
                label: t(`builder.languages.${language}`),
              }))}
            />
            <SectionPicker
              value={choices.sections}
              available={settings.availableSections}
              onChange={(sections) => change({ sections })}
            />
            <Textarea
              label={t('builder.summary')}
              description={t('builder.summary_hint')}
              value={choices.summary ?? ''}
              onChange={(event) => change({ summary: event.currentTarget.value })}
              maxLength={RESUME_SUMMARY_MAX_LENGTH}
              autosize
              minRows={3}
              maxRows={8}
            />
            <div className={layout.actions}>
              <Button
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
                onClick={onPdf}
                loading={pdf.isPending}
                disabled={choices.sections.length === 0}
              >
                {t('builder.download_pdf')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconJson size={18} aria-hidden />}
                onClick={onJson}
                loading={json.isPending}
                disabled={choices.sections.length === 0}
              >
                {t('builder.download_json')}
              </Button>
              <Button
                variant="subtle"
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                onClick={onSave}
                loading={save.isPending}
                disabled={choices.sections.length === 0}
              >
                {t('builder.save')}
              </Button>
            </div>
          </Stack>
        </SectionCard>
        <ImportCard />
      </Stack>
      <section className={classes.previewColumn} aria-labelledby="resume-preview-heading">
        <Group justify="space-between" mb="xs">
          <Text component="h2" fw={700} size="lg" id="resume-preview-heading">
            {t('builder.preview')}
          </Text>
          <Button
            component={Link}
            to={pathOf('talent_account_profile_basic_data')}
            variant="subtle"
            size="xs"
            leftSection={<IconUserCircle size={16} aria-hidden />}
          >
            {t('builder.edit_profile')}
          </Button>
        </Group>
        {preview.isError ? (
          <LoadFailed title={t('builder.preview')} error={preview.error} onRetry={() => void preview.refetch()} />
        ) : preview.data && preview.data.sections.length + preview.data.contact.length > 0 ? (
          <ResumePreview model={preview.data} label={t('builder.preview_label')} />
        ) : preview.isPending && choices.sections.length > 0 ? (
          <LoadingStatus label={t('builder.preview')} />
        ) : (
          <Text c="dimmed">{t('builder.preview_empty')}</Text>
        )}
      </section>
    </div>
  )
}

/** /builder: the résumé builder (issue #20, PRODUCT.md "The talent's own space"). */
export function BuilderRoute() {
  const { t } = useTranslation('resume')
  const isTalent = readSession()?.role === 'talent'
  const settings = useResumeSettings(isTalent)
  return (
    <div className={layout.stack}>
      <PageHeader title={t('builder.title')} intro={t('builder.intro')} />
      {!isTalent ? (
        <Alert color="blue">{t('builder.only_talent')}</Alert>
      ) : settings.isError ? (
        <LoadFailed title={t('builder.title')} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <Builder settings={settings.data} />
      ) : (
        <LoadingStatus label={t('builder.title')} />
      )}
    </div>
  )
}
