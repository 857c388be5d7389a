import { Button, Code, Collapse, Stack } from '@mantine/core'
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoleGap } from '@sentinela/shared/schemas/jobs'
import { NistOriginalSwitch } from '../../../components/nice/nist-original-switch'
import { StatementText } from '../../../components/nice/statement-text'
import classes from './jobs.module.css'

/**
 * The statements a role is missing (PRODUCT.md: a talent below the minimum sees the gap, not just a refusal), folded
 * away until asked for. Statement texts are in the talent's language, NIST's English original a switch away.
 */
export function MissingStatements({ role }: { role: RoleGap }) {
  const { t } = useTranslation('jobs')
  const [isOpen, setOpen] = useState(false)
  const [showOriginal, setShowOriginal] = useState(false)
  const listId = useId()
  const count = role.missing.length
  const listLabel = t('eligibility.missing_list', { name: role.name })
  if (count === 0) return null
  return (
    <div>
      <Button
        variant="default"
        size="compact-sm"
        aria-expanded={isOpen}
        aria-controls={listId}
        rightSection={isOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? t('eligibility.hide_missing') : t('eligibility.show_missing', { count, name: role.name })}
      </Button>
      <Collapse expanded={isOpen}>
        <div id={listId}>
          <Stack my={6}>
            <NistOriginalSwitch size="xs" checked={showOriginal} onChange={setShowOriginal} />
          </Stack>
          {/* A role can miss a hundred statements: they scroll in a box, which the keyboard must reach (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={classes.statementScroller} tabIndex={0} role="region" aria-label={listLabel}>
            <ul className={classes.statementList}>
              {role.missing.map((statement) => (
                <li key={statement.code} className={classes.statementItem}>
                  <Code className={classes.statementCode}>{statement.code}</Code>{' '}
                  <StatementText statement={statement} showOriginal={showOriginal} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Collapse>
    </div>
  )
}
