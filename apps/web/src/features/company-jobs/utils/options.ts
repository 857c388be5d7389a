import type { LabelledOption } from '@sentinela/shared/schemas/common'

export interface SelectOption {
  value: string
  label: string
}

/** Master data options (§3: the code is stored) as select items; a select holds its value as text. */
export function toSelectData(options: readonly LabelledOption[] | undefined): SelectOption[] {
  return (options ?? []).map((option) => ({ value: String(option.code), label: option.label }))
}

/** The label of a stored code; undefined when not set or unknown. */
export function labelOf(
  options: readonly LabelledOption[] | undefined,
  code: string | number | null | undefined,
): string | undefined {
  if (code === null || code === undefined || code === '') return undefined
  return options?.find((option) => String(option.code) === String(code))?.label
}
