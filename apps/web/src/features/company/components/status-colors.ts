import type { CommunicationStatus } from '@sentinela/shared/schemas/jobs'

/**
 * One colour per §3 communication status, each with a text colour that keeps the count written on it above the AA
 * contrast ratio. The legend, the per-job text alternatives and the table say the same in words.
 */
export const STATUS_COLORS: Record<CommunicationStatus, { background: string; color: string }> = {
  0: { background: 'var(--mantine-color-yellow-5)', color: 'var(--mantine-color-navy-9)' },
  1: { background: 'var(--mantine-color-indigo-8)', color: 'var(--mantine-color-white)' },
  2: { background: 'var(--mantine-color-pink-8)', color: 'var(--mantine-color-white)' },
  3: { background: 'var(--mantine-color-teal-9)', color: 'var(--mantine-color-white)' },
  4: { background: 'var(--mantine-color-gray-7)', color: 'var(--mantine-color-white)' },
}
