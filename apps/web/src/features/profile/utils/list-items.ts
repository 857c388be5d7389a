/** An item of a profile list (§3): an id above 0 is an existing item, anything else is new (§4). */
export interface ListItem {
  id?: number
}

export const NEW_ITEM_ID = 0

/** True for an item the API already stores. */
export function isStoredItem(item: ListItem): boolean {
  return (item.id ?? NEW_ITEM_ID) > 0
}

/**
 * The list after saving one item (§4: edits update the local list, then the whole profile is saved): a stored item
 * replaces itself; a new one, or one that vanished meanwhile (removed from another tab), is added at the end as new,
 * so nothing the person typed is lost.
 */
export function putItem<Item extends ListItem>(items: readonly Item[], item: Item): Item[] {
  const index = isStoredItem(item) ? items.findIndex((current) => current.id === item.id) : -1
  if (index === -1) return [...items, { ...item, id: NEW_ITEM_ID }]
  return items.map((current, position) => (position === index ? item : current))
}

/** The list without the item of that id; an id no longer there changes nothing. */
export function removeItem<Item extends ListItem>(items: readonly Item[], id: number): Item[] {
  return items.filter((item) => item.id !== id)
}

/**
 * Where `putItem` places the item in the list it answers, so a field error the API reports at
 * `experiences.<index>.endDate` can be put on the open form.
 */
export function placedIndex<Item extends ListItem>(items: readonly Item[], item: Item): number {
  const index = isStoredItem(item) ? items.findIndex((current) => current.id === item.id) : -1
  return index === -1 ? items.length : index
}
