import { Button, Text, Title } from '@mantine/core'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { useId, useState, type ReactNode } from 'react'
import layout from './layout.module.css'

export interface FiltersColumnProps {
  /** How many filters are set: said under the heading when there are some. */
  activeFilters: number
  /** Keeps the panel open on a phone whatever the toggle says (a refused filter, whose message must be seen). */
  forceOpen?: boolean
  texts: { title: string; active: (count: number) => string; show: string; hide: string }
  /** The search's filters. */
  children: ReactNode
}

/**
 * The filters beside a search's results: a region named by its heading, with how many are set, and on a phone a
 * button that shows or hides them.
 */
export function FiltersColumn({ activeFilters, forceOpen = false, texts, children }: FiltersColumnProps) {
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  const headingId = useId()
  return (
    <section className={layout.filtersColumn} aria-labelledby={headingId}>
      <div className={layout.filtersHeader}>
        <Title order={2} size="h4" id={headingId}>
          {texts.title}
        </Title>
        {activeFilters > 0 ? (
          <Text size="sm" c="dimmed">
            {texts.active(activeFilters)}
          </Text>
        ) : null}
      </div>
      <Button
        className={layout.filtersToggle}
        variant="default"
        fullWidth
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? texts.hide : texts.show}
      </Button>
      <div id={panelId} className={layout.filtersPanel} data-open={isOpen || forceOpen || undefined}>
        {children}
      </div>
    </section>
  )
}
