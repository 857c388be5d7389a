// Mantine's Select and the popover library under it, in a file of their own: LazySelect fetches them on first use.
export { Select } from '@mantine/core'
