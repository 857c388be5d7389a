/** Every careers query lives under this key, so a change refreshes them all (lib/create-career-path.ts holds it). */
export { CAREERS_QUERY_KEY } from '../../../lib/create-career-path'
