import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './ai-agents.module.css'

/** Statements shown at first; the rest come with "Show all". */
const FIRST = 6

/** NICE statements by code and text ("K0001 Knowledge of…"), the first few and then all on request. */
export function StatementList({ statements, label }: { statements: { code: string; text: string }[]; label: string }) {
  const { t } = useTranslation('ai')
  const [isAll, setAll] = useState(false)
  const shown = isAll ? statements : statements.slice(0, FIRST)
  return (
    <>
      <ul className={classes.statements} aria-label={label}>
        {shown.map((statement) => (
          <li key={statement.code}>
            <span className={classes.statementCode}>{statement.code}</span>
            <span>{statement.text}</span>
          </li>
        ))}
      </ul>
      {statements.length > FIRST ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(!isAll)} w="fit-content">
          {isAll ? t('statements.show_fewer') : t('statements.show_all', { count: statements.length })}
        </Button>
      ) : null}
    </>
  )
}
