/** Characters of JSON text kept at most, over all talents (about 20 MB), the least recently read dropped first. */
const MAX_CHARACTERS = 20_000_000
/** A profile whose lists are longer than this is read from the database every time. */
const MAX_ENTRY_CHARACTERS = 200_000

interface Entry {
  /** The profile's version the lists were read at, in the same statement. */
  version: number
  /** The lists and NICE selection as the database built them (LISTS_JSON). */
  json: string
}

/**
 * The lists and NICE selection of recently read talent profiles (decision 019): the JSON text the database built, with
 * the profile version read in the same statement. The profile's version grows in the transaction of every save that
 * changes them (PUT /profile, the NICE section, the quiz, a CV review, the learning path), and nothing else writes
 * those tables, so an entry is exact for as long as the version the caller has just read equals the entry's, on any
 * server instance: nothing has to be told of a change. Each read parses the text afresh, so callers own what they get.
 */
export class ProfileListsCache {
  private readonly entries = new Map<number, Entry>()
  private characters = 0

  find(userId: number): Entry | undefined {
    const entry = this.entries.get(userId)
    if (!entry) return undefined
    // Most recently read last: the first entry is the next to go.
    this.entries.delete(userId)
    this.entries.set(userId, entry)
    return entry
  }

  remember(userId: number, version: number, json: string) {
    this.forget(userId)
    if (json.length > MAX_ENTRY_CHARACTERS) return
    this.entries.set(userId, { version, json })
    this.characters += json.length
    while (this.characters > MAX_CHARACTERS) this.forget(this.entries.keys().next().value!)
  }

  private forget(userId: number) {
    const entry = this.entries.get(userId)
    if (!entry) return
    this.entries.delete(userId)
    this.characters -= entry.json.length
  }
}
