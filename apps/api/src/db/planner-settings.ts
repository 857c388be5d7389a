/**
 * Planner settings for this workload, on PostgreSQL and PGlite alike (decision 004). random_page_cost 1.1 is the usual
 * value for SSD storage and for pages in memory: with the default 4 (spinning disks) the planner walked a date index
 * and re-checked the text of every job in the range (200 ms) rather than reading the search GIN (25 ms), and on PGlite
 * joined 10,000 trainings by a sequential scan to read 300 of them by id. No parallel workers: the API's queries take
 * milliseconds, run two at a time (page and count) and many requests at once, and a gather's extra processes only
 * fight them for the cores (talent search p95 35 ms with them, 17 ms without; npm run bench).
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1', max_parallel_workers_per_gather: '0' }

/** The settings as a server's command-line flags: `-c name=value` each. */
export const PLANNER_FLAGS = Object.entries(PLANNER_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])
