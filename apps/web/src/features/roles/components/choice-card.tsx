import { Checkbox, Text } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import classes from './roles.module.css'

export interface ChoiceCardProps {
  checked: boolean
  onToggle: () => void
  title: string
  description: string
  /** A short line under the description: counts. */
  meta?: ReactNode
}

/**
 * A category or work role to choose: the whole card is one checkbox. Its name is the title; the description and
 * counts are read as its description, so the name stays short for screen readers and tests.
 */
export function ChoiceCard({ checked, onToggle, title, description, meta }: ChoiceCardProps) {
  const id = useId()
  return (
    <Checkbox.Card
      className={classes.choiceCard}
      checked={checked}
      onClick={onToggle}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      <span className={classes.choiceCardInner}>
        <Checkbox.Indicator aria-hidden />
        <span className={classes.choiceCardBody}>
          <Text component="span" fw={600} className={classes.choiceCardTitle} id={`${id}-title`}>
            {title}
          </Text>
          <span id={`${id}-description`} className={classes.choiceCardDescription}>
            <Text component="span" size="sm" c="dimmed">
              {description}
            </Text>
            {meta ? (
              <Text component="span" size="sm" fw={500} className={classes.choiceCardMeta}>
                {meta}
              </Text>
            ) : null}
          </span>
        </span>
      </span>
    </Checkbox.Card>
  )
}
