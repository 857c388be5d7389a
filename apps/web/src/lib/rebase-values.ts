/** A field the person left alone holds what it was read with: the same value, or for a list the same items. */
function isUnchanged(current: unknown, initial: unknown): boolean {
  if (Object.is(current, initial)) return true
  return (
    typeof current === 'object' && typeof initial === 'object' && JSON.stringify(current) === JSON.stringify(initial)
  )
}

/**
 * After a stale save was refused (409) and the latest version was loaded: the fields the person changed keep what
 * they typed; the ones they left alone take the latest saved values, so a save from elsewhere is not undone.
 */
export function rebaseValues<Values extends object>(initial: Values, current: Values, latest: Values): Values {
  const rebased = { ...latest }
  for (const key of Object.keys(current) as (keyof Values)[]) {
    if (!isUnchanged(current[key], initial[key])) rebased[key] = current[key]
  }
  return rebased
}
