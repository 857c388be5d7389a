import type { Database } from '../src/db/client'

/**
 * Demo data for `npm start` on the embedded database (PRODUCT.md: never in production). The NICE framework and
 * master data are reference data loaded by every start; demo accounts, jobs and profiles join here as each feature
 * lands, through the same seed functions the tests use.
 */
export async function seedDemo(_db: Database): Promise<void> {}
