import { Alert, Button, Group, NumberInput, Select, Stack } from '@mantine/core'
import { DatesProvider, DateTimePicker } from '@mantine/dates'
import '@mantine/dates/styles.css'
import { notifications } from '@mantine/notifications'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AWARD_COUNTRIES, type AwardCountry, type AwardEdition } from '@sentinela/shared/schemas/awards'
import { dateFormatOf, dayjsLocaleOf } from '../../../components/date-field/date-format'
import { useLanguage } from '../../../hooks/use-language'
import { ApiError } from '../../../lib/api-client'
import { useSaveAwardEdition } from '../api/save-award-edition'
import classes from './operator.module.css'

const DATE_FIELDS = ['nominationsOpenAt', 'nominationsCloseAt', 'votingOpenAt', 'votingCloseAt'] as const
type DateField = (typeof DATE_FIELDS)[number]

/** Mantine's pickers hold a local `YYYY-MM-DD HH:mm:ss`; the API takes instants. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss'
const toPicker = (iso: string | undefined) => (iso ? dayjs(iso).format(PICKER_FORMAT) : '')
const toInstant = (value: string) => (value ? dayjs(value, PICKER_FORMAT).toISOString() : '')

interface FormState extends Record<DateField, string> {
  country: AwardCountry
  year: number | string
}

function initialState(edition: AwardEdition | undefined): FormState {
  return {
    country: edition?.country ?? 'MX',
    year: edition?.year ?? new Date().getFullYear() + 1,
    nominationsOpenAt: toPicker(edition?.nominationsOpenAt),
    nominationsCloseAt: toPicker(edition?.nominationsCloseAt),
    votingOpenAt: toPicker(edition?.votingOpenAt),
    votingCloseAt: toPicker(edition?.votingCloseAt),
  }
}

/**
 * Opens an edition (country, year and the four dates of §4), or changes an open one's dates. The API checks that
 * the dates follow each other and that the country has no edition that year.
 */
export function AwardEditionForm({ edition, onSaved }: { edition?: AwardEdition; onSaved?: () => void }) {
  const { t } = useTranslation(['awards', 'common'])
  const language = useLanguage()
  const save = useSaveAwardEdition()
  const [state, setState] = useState<FormState>(() => initialState(edition))
  const [error, setError] = useState<ApiError | null>(null)
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((old) => ({ ...old, [key]: value }))
  const fieldError = (path: string) => error?.errors.find((issue) => issue.path === path)?.message
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const idPrefix = edition ? `edition-${edition.id}` : 'edition-new'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      {
        ...(edition ? { id: edition.id } : {}),
        input: {
          country: state.country,
          year: Number(state.year),
          nominationsOpenAt: toInstant(state.nominationsOpenAt),
          nominationsCloseAt: toInstant(state.nominationsCloseAt),
          votingOpenAt: toInstant(state.votingOpenAt),
          votingCloseAt: toInstant(state.votingCloseAt),
        },
      },
      {
        onSuccess: () => {
          setError(null)
          notifications.show({ color: 'teal', message: t('operator.edition_saved') })
          if (!edition) setState(initialState(undefined))
          onSaved?.()
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure : null),
      },
    )
  }

  return (
    <DatesProvider settings={{ locale: dayjsLocaleOf(language), firstDayOfWeek: language === 'en' ? 0 : 1 }}>
      <form onSubmit={onSubmit} noValidate aria-label={edition ? t('operator.edit_dates') : t('operator.new_edition')}>
        <Stack gap="md">
          {error ? (
            <Alert color="red" title={t('operator.edition_failed')} role="alert">
              {error.message}
            </Alert>
          ) : null}
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('operator.country')}
              required
              disabled={edition !== undefined}
              allowDeselect={false}
              data={AWARD_COUNTRIES.map((country) => ({ value: country, label: t(`country.${country}`) }))}
              value={state.country}
              onChange={(value) => value && set('country', value as AwardCountry)}
              error={fieldError('country')}
            />
            <NumberInput
              label={t('operator.year')}
              required
              disabled={edition !== undefined}
              min={2020}
              max={2100}
              allowDecimal={false}
              thousandSeparator={false}
              value={state.year}
              onChange={(value) => set('year', value)}
              error={fieldError('year')}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            {DATE_FIELDS.map((field) => (
              <DateTimePicker
                key={field}
                id={`${idPrefix}-${field}`}
                label={t(`operator.dates.${field}`)}
                description={t('operator.zone', { zone })}
                required
                clearable
                valueFormat={`${dateFormatOf(language)} HH:mm`}
                placeholder={t('operator.pick_date')}
                leftSection={<IconCalendar size={16} aria-hidden />}
                clearButtonProps={{ 'aria-label': t('operator.clear_date') }}
                timePickerProps={{
                  hoursInputLabel: t('operator.hours'),
                  minutesInputLabel: t('operator.minutes'),
                }}
                submitButtonProps={{ 'aria-label': t('operator.confirm_date') }}
                value={state[field] || null}
                onChange={(value) => set(field, value ?? '')}
                error={fieldError(field)}
                miw={200}
                classNames={{ placeholder: classes.datePlaceholder }}
              />
            ))}
          </Group>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {edition ? t('operator.save_dates') : t('operator.open_edition')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  )
}
