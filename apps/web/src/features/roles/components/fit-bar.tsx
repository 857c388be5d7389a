import classes from './roles.module.css'

/**
 * A horizontal bar for a percentage, with a mark where a job's minimum lies when there is one. It only draws: the
 * percentage (and the minimum) are always written beside it as text, which is what screen readers read.
 */
export function FitBar({
  percentage,
  size = 'sm',
  minimum,
}: {
  percentage: number
  size?: 'sm' | 'lg'
  minimum?: number | undefined
}) {
  const clamp = (value: number) => Math.min(100, Math.max(0, value))
  return (
    <span className={classes.barTrack} data-size={size} aria-hidden>
      <span className={classes.barFill} style={{ width: `${clamp(percentage)}%` }} />
      {minimum === undefined ? null : (
        <span className={classes.barMinimum} style={{ insetInlineStart: `${clamp(minimum)}%` }} />
      )}
    </span>
  )
}
