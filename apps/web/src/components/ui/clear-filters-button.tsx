import { Button } from '@mantine/core'
import { IconFilterOff } from '@tabler/icons-react'

/** The end of a search's filters: clears them all; off while none is set. */
export function ClearFiltersButton({
  label,
  activeFilters,
  onClear,
}: {
  label: string
  activeFilters: number
  onClear: () => void
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      disabled={activeFilters === 0}
      onClick={onClear}
    >
      {label}
    </Button>
  )
}
