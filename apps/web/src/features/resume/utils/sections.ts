import type { ResumeSection } from '@sentinela/shared/schemas/resume'

/**
 * The builder's section list: every available section once, the chosen ones first in the talent's order, the others
 * after them in the default order.
 */
export function sectionRows(chosen: readonly ResumeSection[], available: readonly ResumeSection[]) {
  return [
    ...chosen.filter((code) => available.includes(code)).map((code) => ({ code, isOn: true })),
    ...available.filter((code) => !chosen.includes(code)).map((code) => ({ code, isOn: false })),
  ]
}

/** Turns a section on (at the end of the chosen ones) or off. */
export function toggleSection(chosen: readonly ResumeSection[], code: ResumeSection): ResumeSection[] {
  return chosen.includes(code) ? chosen.filter((item) => item !== code) : [...chosen, code]
}

/** Moves a chosen section one place up (-1) or down (+1); at either end it stays. */
export function moveSection(chosen: readonly ResumeSection[], code: ResumeSection, step: -1 | 1): ResumeSection[] {
  const index = chosen.indexOf(code)
  const target = index + step
  if (index === -1 || target < 0 || target >= chosen.length) return [...chosen]
  const next = [...chosen]
  next[index] = next[target]!
  next[target] = code
  return next
}
