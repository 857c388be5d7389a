import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates'
import '@mantine/dates/styles.css'
import { IconCalendar } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../hooks/use-language'
import { dateFormatOf, dayjsLocaleOf, parseTypedDate } from './date-format'
import classes from './date-field.module.css'

export interface DateFieldProps extends Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale'
> {
  /** The stored calendar date, YYYY-MM-DD, or '' when there is none: what the forms hold and the API takes. */
  value?: string
  onChange: (value: string) => void
}

/**
 * A date typed or picked in the reader's format (DD/MM/YYYY in Spanish and Portuguese, MM/DD/YYYY in English) with
 * a calendar in their language, kept as YYYY-MM-DD. Spreads like a text field: `<DateField {...fields.startDate} />`.
 * Only the screens that have date fields load it (and the dates library with it), never the public pages.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation('components')
  const language = useLanguage()
  return (
    <DatesProvider settings={{ locale: dayjsLocaleOf(language), firstDayOfWeek: language === 'en' ? 0 : 1 }}>
      <DateInput
        valueFormat={dateFormatOf(language)}
        dateParser={(text) => parseTypedDate(text, language)}
        placeholder={t('date_field.placeholder')}
        clearable
        clearButtonProps={{ 'aria-label': t('date_field.clear') }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        hideOutsideDates
        classNames={{ day: classes.day }}
        ariaLabels={{
          previousMonth: t('date_field.previous_month'),
          nextMonth: t('date_field.next_month'),
          previousYear: t('date_field.previous_year'),
          nextYear: t('date_field.next_year'),
          previousDecade: t('date_field.previous_decade'),
          nextDecade: t('date_field.next_decade'),
        }}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </DatesProvider>
  )
}
