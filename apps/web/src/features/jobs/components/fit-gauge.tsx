import classes from './jobs.module.css'

/**
 * A bar for a role's fit with a tick at the job's minimum. It only draws: the numbers are always written beside it
 * as words, which is what screen readers read.
 */
export function FitGauge({ percentage, minimum, met }: { percentage: number; minimum: number; met: boolean }) {
  const clamp = (value: number) => Math.min(100, Math.max(0, value))
  return (
    <span className={classes.gauge} aria-hidden>
      <span className={classes.gaugeFill} data-met={met || undefined} style={{ width: `${clamp(percentage)}%` }} />
      <span className={classes.gaugeMinimum} style={{ left: `${clamp(minimum)}%` }} />
    </span>
  )
}
