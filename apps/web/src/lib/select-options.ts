import type { LabelledOption } from '@sentinela/shared/schemas/common'

export interface SelectOption {
  value: string
  label: string
}

/** Master data options (§3: the code is stored) as select items; a select holds its value as text. */
export function toSelectData(options: readonly LabelledOption[] | undefined): SelectOption[] {
  return (options ?? []).map((option) => ({ value: String(option.code), label: option.label }))
}

/** The label of a stored code, in the language the master data came in; undefined when not set or unknown. */
export function labelOf(
  options: readonly LabelledOption[] | undefined,
  code: string | number | null | undefined,
): string | undefined {
  if (code === null || code === undefined || code === '') return undefined
  return options?.find((option) => String(option.code) === String(code))?.label
}

/**
 * The props every searchable select shares: typing filters a long list (countries, industries, roles), a button
 * clears the choice. Each screen passes its own words.
 */
export function searchableSelectProps(words: { nothingFound: string; clearChoice: string }) {
  return {
    searchable: true,
    clearable: true,
    nothingFoundMessage: words.nothingFound,
    clearButtonProps: { 'aria-label': words.clearChoice },
    comboboxProps: { withinPortal: true },
  } as const
}
