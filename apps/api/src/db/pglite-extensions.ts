import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

/**
 * The PostgreSQL extensions the migrations create, loaded into every embedded database: in this thread (tests, the
 * bench's seeding) and in the database thread the server runs (pglite-worker.ts).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin, unaccent }
