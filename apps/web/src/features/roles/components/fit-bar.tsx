import classes from './roles.module.css'

/**
 * A horizontal bar for a percentage. It only draws: the percentage is always written beside it as text, which is
 * what screen readers read (the chart's text alternative is its own words).
 */
export function FitBar({ percentage, size = 'sm' }: { percentage: number; size?: 'sm' | 'lg' }) {
  const width = Math.min(100, Math.max(0, percentage))
  return (
    <span className={classes.barTrack} data-size={size} aria-hidden>
      <span className={classes.barFill} style={{ width: `${width}%` }} />
    </span>
  )
}
