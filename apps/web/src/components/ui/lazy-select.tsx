import { ComboboxChevron, TextInput, UnstyledButton, type SelectProps } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useEffect, useRef, useState, type ComponentType, type RefAttributes } from 'react'

type RealSelect = ComponentType<SelectProps & RefAttributes<HTMLInputElement>>

let loaded: RealSelect | undefined
let loading: Promise<RealSelect> | undefined

/** Fetches Mantine's Select (once for the whole app); a failed fetch is tried again on the next touch. */
function loadSelect(): Promise<RealSelect> {
  loading ??= import('./mantine-select').then(
    (module) => (loaded = module.Select as RealSelect),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

type Option = string | { value: string; label?: string } | { group: string; items: readonly Option[] }

/** The label shown for a value: searched in flat options and in groups alike. */
function labelFor(data: readonly Option[] | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined) return ''
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item
    } else if ('group' in item) {
      const label = labelFor(item.items, value)
      if (label) return label
    } else if (item.value === value) {
      return item.label ?? item.value
    }
  }
  return ''
}

/**
 * A searchable select whose code (Mantine's Select, its combobox and the floating-ui popover library: about 35 KB
 * compressed) comes when the person first points at it, focuses it or types in it, not with the page: /jobs shows
 * three of them to every visitor (issue #13).
 *
 * Until then it is a text field that looks and reads the same (a combobox with its label, the chosen option, the
 * chevron or the clear button). What is typed before the select arrives is typed again into it, and the focus moves
 * into it, where it opens as Mantine's does on focus. Once fetched, every LazySelect of the app renders the real one.
 */
export function LazySelect(props: SelectProps) {
  const [Select, setSelect] = useState<RealSelect | undefined>(() => loaded)
  // Whether the person was in the field, and what they typed, while the select was on its way.
  const [handOver, setHandOver] = useState(false)
  const [search, setSearch] = useState<string | undefined>(undefined)
  const realInput = useRef<HTMLInputElement>(null)

  const fetchSelect = (focusOnArrival: boolean) => {
    if (focusOnArrival) setHandOver(true)
    loadSelect().then(
      (select) => setSelect(() => select),
      () => undefined, // the look-alike stays; the next touch tries again
    )
  }

  useEffect(() => {
    if (!Select || !handOver) return
    const input = realInput.current
    if (!input) return
    if (document.activeElement !== input) input.focus()
    // Mantine's select starts with the chosen option's label (or nothing) as its search: what was typed is typed
    // again, as an input event, so it filters and opens the list as if typed there.
    if (search !== undefined && input.value !== search) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, search)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
    const end = input.value.length
    input.setSelectionRange(end, end)
    // Once: later renders are the select's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Select, handOver])

  if (Select) {
    return <Select {...props} ref={realInput} />
  }

  const { label, placeholder, description, error, disabled, value, data, clearable, clearButtonProps, onChange } = props
  const chosen = labelFor(data as readonly Option[] | undefined, value)
  const canClear = clearable && chosen !== '' && !disabled
  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      placeholder={placeholder}
      disabled={disabled}
      className={props.className}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={search ?? chosen}
      onPointerEnter={() => fetchSelect(false)}
      onFocus={() => fetchSelect(true)}
      onChange={(event) => {
        setSearch(event.currentTarget.value)
        fetchSelect(true)
      }}
      rightSectionPointerEvents={canClear ? 'all' : 'none'}
      rightSection={
        canClear ? (
          <UnstyledButton
            aria-label={(clearButtonProps as { 'aria-label'?: string } | undefined)?.['aria-label']}
            onClick={() => onChange?.(null, { value: '', label: '' })}
            style={{ display: 'flex', color: 'var(--mantine-color-dimmed)' }}
          >
            <IconX size={14} aria-hidden />
          </UnstyledButton>
        ) : (
          <ComboboxChevron />
        )
      }
    />
  )
}
