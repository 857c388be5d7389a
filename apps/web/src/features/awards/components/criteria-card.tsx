import { Paper, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { MIN_STUDENTS, MIN_TEACHING_YEARS, type AwardCountry } from '@sentinela/shared/schemas/awards'
import classes from './awards.module.css'

/** §5: who may be nominated, and who may vote. */
export function CriteriaCard({ country }: { country: AwardCountry }) {
  const { t } = useTranslation('awards')
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="award-criteria">
      <Title order={2} size="h4" id="award-criteria" mb="xs">
        {t('criteria.title')}
      </Title>
      <ul className={classes.criteria}>
        <li>{t('criteria.affiliated')}</li>
        <li>{t('criteria.teaches_in_country', { place: t(`country_in.${country}`) })}</li>
        <li>{t('criteria.years', { count: MIN_TEACHING_YEARS })}</li>
        <li>{t('criteria.students', { count: MIN_STUDENTS })}</li>
        <li>{t('criteria.proof')}</li>
      </ul>
      <Text size="sm" mt="sm" fw={600}>
        {t('criteria.voters')}
      </Text>
    </Paper>
  )
}
