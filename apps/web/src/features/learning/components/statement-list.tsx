import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TrainingStatement } from '@sentinela/shared/schemas/learning'
import classes from './learning.module.css'

/** NICE statements in the reader's language, NIST's English original beside each (when they differ). */
export function StatementList({ statements }: { statements: TrainingStatement[] }) {
  const { t } = useTranslation('learning')
  return (
    <ul className={classes.statements}>
      {statements.map((statement) => (
        <li key={statement.code}>
          <Text size="sm">
            <strong>{statement.code}</strong> {statement.description}
          </Text>
          {statement.description !== statement.originalDescription ? (
            <Text size="xs" c="dimmed" lang="en">
              {t('detail.original', { text: statement.originalDescription })}
            </Text>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
