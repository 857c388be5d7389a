import { pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'

/** Which version of each reference data set is loaded, by checksum, so start-up loads it only when it changed. */
export const referenceDataSets = pgTable('reference_data_sets', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  ...timestamps,
})
