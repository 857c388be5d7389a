import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core'
import type { LabelledOption } from '@sentinela/shared/schemas/common'
import { foldText } from '@sentinela/shared/search/fold'

export interface SelectOption {
  value: string
  label: string
  /** Other names the option is found by (a country in the other languages, a nationality's demonyms). */
  keywords?: string
}

/** Master data options (§3: the code is stored) as select items; a select holds its value as text. */
export function toSelectData(options: readonly (LabelledOption & { keywords?: string })[] | undefined): SelectOption[] {
  return (options ?? []).map((option) => ({
    value: String(option.code),
    label: option.label,
    ...(option.keywords ? { keywords: option.keywords } : {}),
  }))
}

/**
 * How every searchable select filters (#12): what was typed, in any letter case and with or without accents, anywhere
 * in the label or in the option's other names. "peru" finds Perú, "Brazil" finds Brasil, "ingles" finds Inglés,
 * "peruana" finds the nationality. Options keep their order.
 */
export const searchFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = foldText(search.trim())
  const matches = (item: ComboboxItem & { keywords?: string }) =>
    foldText(item.label).includes(wanted) || (item.keywords ? foldText(item.keywords).includes(wanted) : false)
  const result: ComboboxParsedItem[] = []
  for (const item of options) {
    if (result.length >= limit) break
    if ('group' in item) {
      const items = item.items.filter(matches)
      if (items.length > 0) result.push({ group: item.group, items })
    } else if (matches(item)) {
      result.push(item)
    }
  }
  return result
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
    filter: searchFilter,
    clearable: true,
    nothingFoundMessage: words.nothingFound,
    clearButtonProps: { 'aria-label': words.clearChoice },
    comboboxProps: { withinPortal: true },
  } as const
}

/** A select's options after an empty choice ("Choose…"): some lists have a "Not specified" of their own (§3 code 0). */
export function withBlank(blankLabel: string, options: readonly SelectOption[]): SelectOption[] {
  return [{ value: '', label: blankLabel }, ...options]
}
