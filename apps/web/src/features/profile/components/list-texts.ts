import type { ListTexts, ProfileT } from './list-section'

export type ListPrefix = 'experience' | 'education' | 'certification' | 'course' | 'language' | 'reference'

/** The words of a list section from its part of the `profile` catalog (every list has the same keys). */
export function listTexts(t: ProfileT, prefix: ListPrefix): ListTexts {
  return {
    title: t(`${prefix}.title`),
    description: t(`${prefix}.description`),
    add: t(`${prefix}.add`),
    addTitle: t(`${prefix}.add_title`),
    editTitle: t(`${prefix}.edit_title`),
    emptyTitle: t(`${prefix}.empty_title`),
    emptyBody: t(`${prefix}.empty_body`),
    save: t(`${prefix}.save`),
    saved: t(`${prefix}.saved`),
    deleted: t(`${prefix}.deleted`),
    deleteFailed: t(`${prefix}.delete_failed`),
    deleteTitle: t(`${prefix}.delete_title`),
    deleteBody: (name) => t(`${prefix}.delete_body`, { name }),
    editItem: (name) => t(`${prefix}.edit_item`, { name }),
    deleteItem: (name) => t(`${prefix}.delete_item`, { name }),
  }
}
