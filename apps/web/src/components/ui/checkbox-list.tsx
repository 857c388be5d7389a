import classes from './checkbox-list.module.css'

export interface CheckboxListProps<Value extends string | number> {
  /** What the group is about, read as the group's name. */
  label: string
  /** Every choice, in the order shown. */
  options: readonly { value: Value; label: string }[]
  /** The choices ticked. */
  value: readonly Value[]
  /** The choices ticked after a change, in the options' order. */
  onChange: (value: Value[]) => void
}

/**
 * A few choices, any of which may be ticked: a fieldset of the browser's own checkboxes in the theme's colour. Mantine's
 * Checkbox brings its group, card and indicator with it, 3 KB more on /jobs, a public page (issue #13).
 */
export function CheckboxList<Value extends string | number>({
  label,
  options,
  value,
  onChange,
}: CheckboxListProps<Value>) {
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.options}>
        {options.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="checkbox"
              className={classes.input}
              checked={value.includes(option.value)}
              onChange={(event) => {
                const ticked = event.currentTarget.checked
                onChange(
                  options
                    .map((each) => each.value)
                    .filter((each) => (each === option.value ? ticked : value.includes(each))),
                )
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
