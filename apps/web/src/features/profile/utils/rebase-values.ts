/**
 * After a stale save was refused (409) and the latest profile was loaded: the fields the person changed keep what
 * they typed; the fields they left alone take the latest saved values, so a save from another tab is not undone
 * by accident.
 */
export function rebaseValues<Values extends Record<string, unknown>>(
  initial: Values,
  current: Values,
  latest: Values,
): Values {
  const rebased = { ...latest }
  for (const key of Object.keys(current) as (keyof Values)[]) {
    if (!Object.is(current[key], initial[key])) rebased[key] = current[key]
  }
  return rebased
}
