/*
 * Schema-driven fuzz cases (issue #11): for a route's zod schemas (params, querystring, body) it makes a plausible
 * valid input, then breaks it one way at a time — wrong types, huge, empty, unicode and NUL strings, out-of-range
 * numbers, extra and prototype keys, invalid JSON, wrong content types, bodies past Fastify's bodyLimit — as raw
 * HTTP requests (method, path, headers, body) that `app.inject` and a real HTTP client can both send.
 *
 * Deterministic: the same seed gives the same cases. The API suite (test/fuzz.test.ts) runs a bounded number of them
 * per route; `npm run fuzz` (stress/fuzz.ts) runs thousands against a real server.
 */

// ─── Random numbers ────────────────────────────────────────────────────────────────────────────────────────────────

export type Rng = () => number

/** mulberry32: small, fast and good enough to pick cases; the same seed always gives the same sequence. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** FNV-1a over the parts: a stable seed per route and caller. */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5
  for (const char of parts.join('\u0001')) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const below = (rng: Rng, n: number) => Math.floor(rng() * n)
const pick = <T>(rng: Rng, items: readonly T[]): T => items[below(rng, items.length)]!
const between = (rng: Rng, min: number, max: number) => min + below(rng, max - min + 1)

// ─── Zod schemas, read through their definitions (zod 4) ──────────────────────────────────────────────────────────

/** What this module reads of a zod 4 schema: its definition and safeParse. */
export interface ZodLike {
  _zod: { def: { type: string } }
  safeParse(value: unknown): { success: boolean }
}
interface ZodDef {
  type: string
  [key: string]: unknown
}
interface CheckDef {
  check: string
  [key: string]: unknown
}

export function isZod(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value
}

const defOf = (schema: ZodLike) => schema._zod.def as ZodDef
const checksOf = (schema: ZodLike): CheckDef[] =>
  ((defOf(schema).checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def)

interface Bounds {
  min?: number
  max?: number
  minExclusive?: boolean
  maxExclusive?: boolean
  int: boolean
  patterns: RegExp[]
  format?: string
}

function boundsOf(schema: ZodLike): Bounds {
  const bounds: Bounds = { int: false, patterns: [] }
  const def = defOf(schema)
  if (typeof def.format === 'string') bounds.format = def.format
  if (def.pattern instanceof RegExp) bounds.patterns.push(def.pattern)
  for (const check of checksOf(schema)) {
    switch (check.check) {
      case 'min_length':
        bounds.min = Math.max(bounds.min ?? 0, check.minimum as number)
        break
      case 'max_length':
        bounds.max = Math.min(bounds.max ?? Infinity, check.maximum as number)
        break
      case 'length_equals':
        bounds.min = bounds.max = check.length as number
        break
      case 'greater_than':
        bounds.min = check.value as number
        bounds.minExclusive = !check.inclusive
        break
      case 'less_than':
        bounds.max = check.value as number
        bounds.maxExclusive = !check.inclusive
        break
      case 'number_format':
        bounds.int = true
        break
      case 'string_format':
        if (check.pattern instanceof RegExp) bounds.patterns.push(check.pattern)
        if (typeof check.format === 'string' && check.format !== 'regex') bounds.format = check.format
        break
    }
  }
  return bounds
}

// ─── Strings that match a (simple) regular expression ─────────────────────────────────────────────────────────────

/**
 * A string matching `pattern`, for the small regular expressions schemas use (classes, groups, alternation,
 * quantifiers, anchors). Undefined when the result does not match (lookarounds, back references...).
 */
export function stringMatching(pattern: RegExp, rng: Rng): string | undefined {
  const source = pattern.source
  let index = 0

  const classChars = (negated: boolean, ranges: [number, number][]): string => {
    if (!negated) {
      const [from, to] = pick(rng, ranges)
      return String.fromCharCode(between(rng, from, to))
    }
    for (let attempt = 0; attempt < 50; attempt++) {
      const code = between(rng, 0x61, 0x7a)
      if (!ranges.some(([from, to]) => code >= from && code <= to)) return String.fromCharCode(code)
    }
    return '~'
  }
  const escapeRanges = (char: string): [number, number][] => {
    switch (char) {
      case 'd':
        return [[0x30, 0x39]]
      case 'w':
        return [
          [0x61, 0x7a],
          [0x41, 0x5a],
          [0x30, 0x39],
        ]
      case 's':
        return [[0x20, 0x20]]
      default:
        return [[char.charCodeAt(0), char.charCodeAt(0)]]
    }
  }

  // Each atom is a function producing one occurrence.
  const parseAlternation = (): (() => string) => {
    const branches: (() => string)[][] = [[]]
    while (index < source.length && source[index] !== ')') {
      const char = source[index]!
      if (char === '|') {
        index++
        branches.push([])
        continue
      }
      const atom = parseAtom()
      branches[branches.length - 1]!.push(parseQuantifier(atom))
    }
    return () =>
      pick(rng, branches)
        .map((part) => part())
        .join('')
  }
  const parseAtom = (): (() => string) => {
    const char = source[index++]!
    switch (char) {
      case '^':
      case '$':
        return () => ''
      case '.':
        return () => String.fromCharCode(between(rng, 0x61, 0x7a))
      case '(': {
        if (source.startsWith('?:', index)) index += 2
        else if (source[index] === '?') throw new Error('lookaround')
        const inner = parseAlternation()
        index++ // ')'
        return inner
      }
      case '[': {
        const negated = source[index] === '^'
        if (negated) index++
        const ranges: [number, number][] = []
        while (index < source.length && source[index] !== ']') {
          let from = source[index++]!
          if (from === '\\') {
            const escaped = source[index++]!
            const expanded = escapeRanges(escaped)
            if (expanded.length !== 1 || expanded[0]![0] !== expanded[0]![1]) {
              ranges.push(...expanded)
              continue
            }
            from = escaped
          }
          if (source[index] === '-' && source[index + 1] !== ']' && index + 1 < source.length) {
            index++
            let to = source[index++]!
            if (to === '\\') to = source[index++]!
            ranges.push([from.charCodeAt(0), to.charCodeAt(0)])
          } else ranges.push([from.charCodeAt(0), from.charCodeAt(0)])
        }
        index++ // ']'
        return () => classChars(negated, ranges)
      }
      case '\\': {
        const escaped = source[index++]!
        if (/\d/.test(escaped)) throw new Error('back reference')
        const ranges = escapeRanges(escaped)
        return () => classChars(false, ranges)
      }
      default:
        return () => char
    }
  }
  const parseQuantifier = (atom: () => string): (() => string) => {
    const char = source[index]
    let min = 1
    let max = 1
    if (char === '*' || char === '+' || char === '?') {
      index++
      min = char === '+' ? 1 : 0
      max = char === '?' ? 1 : min + 3
    } else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(index))
      if (match) {
        index += match[0].length
        min = Number(match[1])
        max = match[2] === undefined ? min : match[3] ? Number(match[3]) : min + 3
      }
    }
    if (source[index] === '?') index++ // lazy
    return () => {
      let out = ''
      const times = between(rng, min, max)
      for (let i = 0; i < times; i++) out += atom()
      return out
    }
  }

  try {
    const generate = parseAlternation()
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = generate()
      if (pattern.test(candidate)) return candidate
    }
  } catch {
    // An expression this small parser does not read: the caller falls back.
  }
  return undefined
}

// ─── Valid inputs from a schema ───────────────────────────────────────────────────────────────────────────────────

/**
 * Values known to be good: strings for a pattern (by its source, e.g. the NICE work role codes that exist), and
 * values for a field name (e.g. the caller's current password). Filled by the runner from the API or database.
 */
export interface Pools {
  byPattern: Map<string, string[]>
  byField: Map<string, unknown[]>
}

export function createPools(): Pools {
  return {
    byPattern: new Map([
      ['^[A-Z]{2}$', ['MX', 'US', 'BR', 'AR', 'CO', 'ES', 'CL', 'PE']],
      ['^[A-Za-z]{2}$', ['MX', 'us', 'BR', 'es']],
      ['^[A-Z]{2}-[A-Z0-9]{1,3}$', ['MX-CMX', 'US-CA', 'BR-SP', 'AR-C', 'CO-ANT']],
    ]),
    byField: new Map<string, unknown[]>([
      ['phone', ['+525512345678', '+5491123456789']],
      ['password', ['Fuzz-Pass-2026!', 'Otra-Clave-Segura-9?']],
    ]),
  }
}

let uniqueCounter = 0
const FORMAT_VALUES: Record<string, (rng: Rng, field?: string) => string> = {
  email: (rng) => `fuzz.${(uniqueCounter += 1)}.${below(rng, 1e6)}@example.com`,
  date: (rng, field = '') => {
    // Ranges and rules between dates (start before end, born in the past, expiring later): years by the field's name.
    const [from, to] = /birth/i.test(field)
      ? [1970, 2000]
      : /expir/i.test(field)
        ? [2031, 2040]
        : /start|obtain|issu|grant|since|from/i.test(field)
          ? [2008, 2014]
          : /end|graduat|until|to$/i.test(field)
            ? [2015, 2022]
            : [2027, 2030]
    return `${between(rng, from, to)}-0${between(rng, 1, 9)}-1${between(rng, 0, 9)}`
  },
  datetime: () => new Date(Date.UTC(2027, 0, 15, 12)).toISOString(),
  uuid: () => '123e4567-e89b-42d3-a456-426614174000',
  url: () => 'https://example.com/fuzz',
  e164: () => '+525512345678',
}

interface GenerateContext {
  rng: Rng
  pools: Pools
  depth: number
}

const MISSING = Symbol('missing')

function generateString(schema: ZodLike, context: GenerateContext, field: string | undefined): string {
  const { rng, pools } = context
  const bounds = boundsOf(schema)
  const fits = (value: string) =>
    value.length >= (bounds.min ?? 0) &&
    value.length <= (bounds.max ?? Infinity) &&
    bounds.patterns.every((pattern) => pattern.test(value))
  const named = field ? pools.byField.get(field) : undefined
  if (named) {
    const value = pick(rng, named)
    if (typeof value === 'string' && fits(value)) return value
  }
  if (bounds.format && FORMAT_VALUES[bounds.format]) {
    const value = FORMAT_VALUES[bounds.format]!(rng, field)
    if (fits(value) || !bounds.patterns.length) return value
  }
  if (field && /email/i.test(field)) return FORMAT_VALUES.email!(rng)
  for (const pattern of bounds.patterns) {
    const pooled = pools.byPattern.get(pattern.source)
    if (pooled?.length) return pick(rng, pooled)
    const made = stringMatching(pattern, rng)
    if (made !== undefined) return made
  }
  const min = bounds.min ?? 0
  const max = Math.min(bounds.max ?? 40, Math.max(min, 12) + 20)
  const length = between(rng, Math.max(min, Math.min(max, 3)), max)
  const words = ['security', 'analyst', 'incident', 'response', 'cloud', 'red', 'team', 'soc', 'forense', 'segurança']
  let out = ''
  while (out.length < length) out += (out ? ' ' : '') + pick(rng, words)
  return out.slice(0, length).trim().padEnd(length, 'x')
}

function generateNumber(schema: ZodLike, context: GenerateContext): number {
  const bounds = boundsOf(schema)
  let min = bounds.min ?? 0
  let max = bounds.max ?? min + 1000
  if (bounds.minExclusive) min += bounds.int ? 1 : 0.5
  if (bounds.maxExclusive) max -= bounds.int ? 1 : 0.5
  // Small values first: ids of rows that exist, pages that have results.
  const top = Math.min(max, min + (context.rng() < 0.7 ? 3 : 100))
  return bounds.int ? between(context.rng, Math.ceil(min), Math.floor(top)) : min + context.rng() * (top - min)
}

/** A value meant to pass the schema; MISSING for "leave the key out". */
function generate(schema: ZodLike, context: GenerateContext, field?: string): unknown {
  const { rng } = context
  const def = defOf(schema)
  const inner = def.innerType as ZodLike | undefined
  const nested = { ...context, depth: context.depth + 1 }
  if (context.depth > 12) return MISSING
  switch (def.type) {
    case 'optional':
      return rng() < 0.75 ? generate(inner!, nested, field) : MISSING
    case 'default':
    case 'prefault':
      return rng() < 0.75 ? generate(inner!, nested, field) : MISSING
    case 'nullable':
      return rng() < 0.85 ? generate(inner!, nested, field) : null
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return generate(inner!, nested, field)
    case 'pipe': {
      const input = def.in as ZodLike
      const output = def.out as ZodLike
      // z.preprocess(fn, schema): the input is a transform, the schema says what is valid.
      if (defOf(input).type === 'transform') return generate(output, nested, field)
      // string().pipe(z.email()): the output side knows the format; keep it when the input side accepts it.
      if (defOf(output).type !== 'transform') {
        const candidate = generate(output, nested, field)
        if (candidate !== MISSING && input.safeParse(candidate).success) return candidate
      }
      return generate(input, nested, field)
    }
    case 'lazy':
      return generate((def.getter as () => ZodLike)(), nested, field)
    case 'string':
      return generateString(schema, context, field)
    case 'number':
    case 'int':
      return generateNumber(schema, context)
    case 'bigint':
      return 1
    case 'boolean':
      return rng() < 0.5
    case 'literal':
      return pick(rng, def.values as unknown[])
    case 'enum':
      return pick(rng, Object.values(def.entries as Record<string, unknown>))
    case 'date':
      return FORMAT_VALUES.datetime!(rng)
    case 'null':
      return null
    case 'undefined':
    case 'void':
    case 'never':
      return MISSING
    case 'any':
    case 'unknown':
      return 'fuzz'
    case 'array': {
      const bounds = boundsOf(schema)
      const length = between(rng, bounds.min ?? 0, Math.min(bounds.max ?? 3, (bounds.min ?? 0) + 3))
      const items: unknown[] = []
      for (let i = 0; i < length; i++) {
        const item = generate(def.element as ZodLike, nested, field)
        if (item !== MISSING) items.push(item)
      }
      return items
    }
    case 'tuple':
      return (def.items as ZodLike[]).map((item) => generate(item, nested))
    case 'set':
      return []
    case 'record':
    case 'map':
      return {}
    case 'union': {
      const options = def.options as ZodLike[]
      return generate(pick(rng, options), nested, field)
    }
    case 'intersection': {
      const left = generate(def.left as ZodLike, nested, field)
      const right = generate(def.right as ZodLike, nested, field)
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left
    }
    case 'object': {
      const shape = def.shape as Record<string, ZodLike>
      const out: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(shape)) {
        const generated = generate(value, nested, key)
        if (generated !== MISSING) out[key] = generated
      }
      // "Type it twice" fields: confirmPassword, confirmEmail.
      for (const key of Object.keys(out)) {
        const match = /^confirm([A-Z].*)$/.exec(key)
        if (!match) continue
        const twin = [match[1]!.charAt(0).toLowerCase() + match[1]!.slice(1), `new${match[1]}`].find(
          (name) => name in out,
        )
        if (twin) out[key] = out[twin]
      }
      return out
    }
    default:
      return 'fuzz'
  }
}

/** A value for `schema`, valid when the generator manages (tried a few times); `valid` says which. */
export function generateValid(schema: ZodLike, rng: Rng, pools: Pools): { value: unknown; valid: boolean } {
  let last: unknown
  for (let attempt = 0; attempt < 30; attempt++) {
    const value = generate(schema, { rng, pools, depth: 0 })
    last = value === MISSING ? undefined : value
    if (schema.safeParse(last).success) return { value: last, valid: true }
  }
  return { value: last, valid: false }
}

// ─── Hostile values ───────────────────────────────────────────────────────────────────────────────────────────────

/** Fastify's default bodyLimit (1 MiB): the oversized case goes a little past it. */
export const BODY_LIMIT = 1_048_576
export const HUGE_STRING_LENGTH = 100_000

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'x'.repeat(HUGE_STRING_LENGTH),
  '\u0000',
  'nul\u0000inside',
  '\u0000'.repeat(64),
  'Ñandú 🛡️ 𝕊𝔢𝔫𝔱𝔦𝔫𝔢𝔩𝔞 مرحبا 中文 \u202e\u0301',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '🛡️'.repeat(20_000),
  "'; DROP TABLE users; --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '{{7*7}}${7*7}',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '2147483648',
  'null',
  'true',
  '__proto__',
  'constructor',
  'MX-WRL-999',
  'a'.repeat(257),
]

export const HOSTILE_NUMBERS: readonly number[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  2 ** 63,
]

/** For path segments and query values, which arrive as text. */
export const HOSTILE_NUMERIC_TEXT: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e309',
  '2147483648',
  '2147483647',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x10',
  '1_000',
  ' 1',
  '١٢',
  '',
]

export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  'text',
  [],
  [1, 'two', null],
  {},
  { nested: { deeper: [1] } },
]

/** Malformed JSON texts (sent as application/json). */
export const INVALID_JSON: readonly string[] = [
  '{',
  '{"a":',
  "{'single':'quotes'}",
  '{"a":1,}',
  '[1,2',
  'undefined',
  'NaN',
  '{"a":1}garbage',
  '{"a":"\\ud800"}',
  '{"a":"\\x00"}',
  '\u0000',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":' + '9'.repeat(400) + '}',
  '{"a":1e999999}',
]

export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/jsonx',
  'application/vnd.api+json',
  'image/png',
  ';;;',
  'application/json, text/plain',
]

// ─── Requests ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** What the fuzzer knows of a registered route. */
export interface FuzzRoute {
  method: string
  url: string
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; consumes?: unknown } | undefined
}

/** One raw HTTP request: the path is already encoded, the body already serialized. */
export interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Buffer
  /** What was broken, for reports: `body.jobTitle ← huge string`. */
  label: string
}

/** The route's inputs as plain values, before serialization. */
interface Inputs {
  params: Record<string, unknown>
  query: Record<string, unknown> | undefined
  body: unknown
  /** Whether each part's generated value passed its schema (reported as the generator's coverage). */
  valid: boolean
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!)

export const acceptsBody = (route: FuzzRoute) => BODY_METHODS.has(route.method)
export const isMultipart = (route: FuzzRoute) =>
  Array.isArray(route.schema?.consumes) && route.schema.consumes.includes('multipart/form-data')

function baseInputs(route: FuzzRoute, rng: Rng, pools: Pools): Inputs {
  let valid = true
  const part = (schema: unknown) => {
    if (!isZod(schema)) return undefined
    const generated = generateValid(schema, rng, pools)
    valid &&= generated.valid
    return generated.value
  }
  const params = (part(route.schema?.params) as Record<string, unknown> | undefined) ?? {}
  for (const name of paramNames(route.url)) {
    if (params[name] === undefined) params[name] = name === 'countryCode' ? 'MX' : 1
  }
  const query = part(route.schema?.querystring) as Record<string, unknown> | undefined
  const body = acceptsBody(route) ? (isZod(route.schema?.body) ? part(route.schema.body) : {}) : undefined
  return { params, query, body, valid }
}

/**
 * encodeURIComponent that also takes lone surrogates (which it refuses), writing them as their WTF-8 bytes: a URL
 * that does not decode to valid UTF-8, which is one more thing a server must survive.
 */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    let out = ''
    for (const char of text) {
      const code = char.codePointAt(0)!
      if (code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      } else out += encodeURIComponent(char)
    }
    return out
  }
}

function encodeQuery(query: Record<string, unknown> | undefined, raw = ''): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)
      parts.push(`${encodeLoose(key)}=${encodeLoose(text)}`)
    }
  }
  if (raw) parts.push(raw)
  return parts.length ? `?${parts.join('&')}` : ''
}

function buildPath(route: FuzzRoute, params: Record<string, unknown>, rawSegments: Record<string, string> = {}) {
  return route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      name in rawSegments ? rawSegments[name]! : encodeLoose(String(params[name])),
    )
    .replace('*', rawSegments['*'] ?? 'index.html')
}

const JSON_HEADERS = { 'content-type': 'application/json' }

function request(route: FuzzRoute, inputs: Inputs, label: string, overrides: Partial<FuzzRequest> = {}): FuzzRequest {
  const base: FuzzRequest = {
    method: route.method,
    path: buildPath(route, inputs.params) + encodeQuery(inputs.query),
    headers: {},
    label,
  }
  if (inputs.body !== undefined) {
    base.headers = { ...JSON_HEADERS }
    base.body = JSON.stringify(inputs.body)
  }
  return { ...base, ...overrides, headers: { ...base.headers, ...overrides.headers } }
}

/** Every path to a value inside `value`: ['roles', 0, 'workRoleCode'], ... (the root is []). */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix)
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out))
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out)
  return out
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  const [head, ...rest] = path
  copy[head!] = setAt(copy[head!], rest, replacement)
  return copy
}

function deleteAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_, index) => index !== path[0])
    const { [path[0]!]: _removed, ...rest } = value as Record<string, unknown>
    return rest
  }
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  copy[path[0]!] = deleteAt(copy[path[0]!], path.slice(1))
  return copy
}

const describePath = (part: string, path: (string | number)[]) => [part, ...path].join('.')
const short = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value))
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text
}

/** Where a field-level mutation may land: the body's values, the query's, the path parameters. */
type Part = 'body' | 'query' | 'params'
function pickTarget(route: FuzzRoute, inputs: Inputs, rng: Rng) {
  const candidates: { part: Part; path: (string | number)[] }[] = []
  if (inputs.body !== undefined) for (const path of pathsOf(inputs.body)) candidates.push({ part: 'body', path })
  for (const path of pathsOf(inputs.query ?? {}).slice(1)) candidates.push({ part: 'query', path })
  // Optional query fields the valid input left out are targets too (a query of only optional fields may be empty).
  const shape = (route.schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}
  for (const name of Object.keys(shape)) {
    if (!(inputs.query && name in inputs.query)) candidates.push({ part: 'query', path: [name] })
  }
  for (const name of paramNames(route.url)) candidates.push({ part: 'params', path: [name] })
  return candidates.length ? pick(rng, candidates) : undefined
}

function withValueAt(inputs: Inputs, part: Part, path: (string | number)[], value: unknown): Inputs {
  if (part === 'body') return { ...inputs, body: setAt(inputs.body, path, value) }
  if (part === 'query') return { ...inputs, query: setAt(inputs.query ?? {}, path, value) as Record<string, unknown> }
  return { ...inputs, params: setAt(inputs.params, path, value) as Record<string, unknown> }
}

/** Serializes a body where keys named `__fuzz_key_<name>__` become `<name>` (JSON.stringify cannot write __proto__). */
const PROTO_PLACEHOLDER = /"__fuzz_key_([A-Za-z_]+)__"/g
const rawJson = (value: unknown) => JSON.stringify(value).replace(PROTO_PLACEHOLDER, '"$1"')

function multipartBody(boundary: string, parts: { name: string; filename?: string; type?: string; data: Buffer }[]) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

/** The smallest valid PNG (1×1): gets past the upload's content check to the image code. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

export interface Mutator {
  name: string
  applies(route: FuzzRoute): boolean
  make(route: FuzzRoute, inputs: Inputs, rng: Rng): FuzzRequest
}

const hasFields = (route: FuzzRoute) =>
  paramNames(route.url).length > 0 || isZod(route.schema?.querystring) || (acceptsBody(route) && !isMultipart(route))

/** The ways a request is broken, one per case; the runner rotates through those that apply to a route. */
export const MUTATORS: readonly Mutator[] = [
  {
    name: 'wrong-type',
    applies: hasFields,
    make(route, inputs, rng) {
      const target = pickTarget(route, inputs, rng)!
      const value = target.part === 'params' ? pick(rng, ['true', 'null', '[]', '{}', 'abc']) : pick(rng, WRONG_TYPES)
      return request(
        route,
        withValueAt(inputs, target.part, target.path, value),
        `${describePath(target.part, target.path)} ← ${short(value)}`,
      )
    },
  },
  {
    name: 'hostile-string',
    applies: hasFields,
    make(route, inputs, rng) {
      const target = pickTarget(route, inputs, rng)!
      const value = pick(rng, HOSTILE_STRINGS)
      // A path segment longer than Fastify's maxParamLength is just not found; keep them shorter.
      const fitted = target.part === 'params' ? value.slice(0, 90) : value
      return request(
        route,
        withValueAt(inputs, target.part, target.path, fitted),
        `${describePath(target.part, target.path)} ← ${short(fitted)}`,
      )
    },
  },
  {
    name: 'hostile-number',
    applies: hasFields,
    make(route, inputs, rng) {
      const target = pickTarget(route, inputs, rng)!
      const value = target.part === 'body' ? pick(rng, HOSTILE_NUMBERS) : pick(rng, HOSTILE_NUMERIC_TEXT)
      return request(
        route,
        withValueAt(inputs, target.part, target.path, value),
        `${describePath(target.part, target.path)} ← ${short(value)}`,
      )
    },
  },
  {
    name: 'missing-field',
    applies: (route) => acceptsBody(route) && isZod(route.schema?.body),
    make(route, inputs, rng) {
      const paths = pathsOf(inputs.body).filter((path) => path.length > 0)
      if (!paths.length) return request(route, { ...inputs, body: {} }, 'body ← {}')
      const path = pick(rng, paths)
      return request(route, { ...inputs, body: deleteAt(inputs.body, path) }, `${describePath('body', path)} removed`)
    },
  },
  {
    name: 'extra-keys',
    applies: (route) => acceptsBody(route) && !isMultipart(route),
    make(route, inputs, rng) {
      const objects = pathsOf(inputs.body ?? {}).filter((path) => {
        const value = path.reduce<unknown>(
          (node, key) => (node as Record<string | number, unknown>)[key],
          inputs.body ?? {},
        )
        return typeof value === 'object' && value !== null && !Array.isArray(value)
      })
      const path = objects.length ? pick(rng, objects) : []
      const key = pick(rng, [
        'extra',
        'isAdmin',
        'role',
        'companyId',
        'id',
        'userId',
        'status',
        '$where',
        'a'.repeat(1000),
      ])
      const holder = path.reduce<unknown>(
        (node, step) => (node as Record<string | number, unknown>)[step],
        inputs.body ?? {},
      )
      const body = setAt(inputs.body ?? {}, path, { ...(holder as object), [key]: pick(rng, [1, 'x', true, null, {}]) })
      return request(route, { ...inputs, body }, `${describePath('body', path)} + key ${short(key)}`)
    },
  },
  {
    name: 'prototype-keys',
    applies: acceptsBody,
    make(route, inputs, rng) {
      const objects = pathsOf(inputs.body ?? {}).filter((path) => {
        const value = path.reduce<unknown>(
          (node, key) => (node as Record<string | number, unknown>)[key],
          inputs.body ?? {},
        )
        return typeof value === 'object' && value !== null && !Array.isArray(value)
      })
      const path = objects.length ? pick(rng, objects) : []
      const holder = path.reduce<unknown>(
        (node, step) => (node as Record<string | number, unknown>)[step],
        inputs.body ?? {},
      )
      const key = pick(rng, ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'hasOwnProperty'])
      const value =
        key === 'constructor'
          ? { prototype: { polluted: true } }
          : pick(rng, [{ polluted: true, isAdmin: true }, null, 1])
      const body = setAt(inputs.body ?? {}, path, { ...(holder as object), [`__fuzz_key_${key}__`]: value })
      return request(route, inputs, `${describePath('body', path)} + key ${key}`, {
        headers: JSON_HEADERS,
        body: rawJson(body),
      })
    },
  },
  {
    name: 'body-top-level',
    applies: acceptsBody,
    make(route, inputs, rng) {
      const text = pick(rng, ['null', '[]', '"text"', '0', 'true', '[{}]', JSON.stringify([inputs.body ?? {}])])
      return request(route, inputs, `body ← ${text.slice(0, 30)}`, { headers: JSON_HEADERS, body: text })
    },
  },
  {
    name: 'invalid-json',
    applies: acceptsBody,
    make(route, inputs, rng) {
      const text = pick(rng, INVALID_JSON)
      return request(route, inputs, `invalid JSON ${short(text)}`, { headers: JSON_HEADERS, body: text })
    },
  },
  {
    name: 'deep-nesting',
    applies: acceptsBody,
    make(route, inputs, rng) {
      const depth = pick(rng, [1_000, 100_000])
      const text =
        rng() < 0.5 ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth / 5) + '1' + '}'.repeat(depth / 5)
      return request(route, inputs, `nested ${depth} deep`, { headers: JSON_HEADERS, body: text })
    },
  },
  {
    name: 'content-type',
    applies: acceptsBody,
    make(route, inputs, rng) {
      const type = pick(rng, WRONG_CONTENT_TYPES)
      const body = type.includes('urlencoded') ? 'a=1&b=%00' : JSON.stringify(inputs.body ?? {})
      return request(route, inputs, `content-type ${type}`, { headers: { 'content-type': type }, body })
    },
  },
  {
    name: 'empty-body',
    applies: acceptsBody,
    make(route, inputs, rng) {
      const variant = pick(rng, ['json', 'none', 'whitespace'] as const)
      if (variant === 'none')
        return {
          method: route.method,
          path: request(route, inputs, '').path,
          headers: {},
          label: 'no body, no content-type',
        }
      return request(route, inputs, `empty body (${variant})`, {
        headers: JSON_HEADERS,
        body: variant === 'json' ? '' : '   ',
      })
    },
  },
  {
    name: 'oversized-body',
    applies: acceptsBody,
    make(route, inputs, rng) {
      const size = BODY_LIMIT + between(rng, 1, 64 * 1024)
      const body = `{"x":"${'a'.repeat(size)}"}`
      return request(route, inputs, `body of ${body.length} bytes`, { headers: JSON_HEADERS, body })
    },
  },
  {
    name: 'big-array',
    applies: (route) => acceptsBody(route) && isZod(route.schema?.body),
    make(route, inputs, rng) {
      const paths = pathsOf(inputs.body).filter((path) =>
        Array.isArray(
          path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], inputs.body),
        ),
      )
      const path = paths.length ? pick(rng, paths) : ['items']
      const holder = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], inputs.body)
      const sample = Array.isArray(holder) && holder.length ? holder[0] : 'x'
      const items = Array.from({ length: 20_000 }, () => sample)
      return request(
        route,
        { ...inputs, body: setAt(inputs.body ?? {}, path, items) },
        `${describePath('body', path)} ← 20000 items`,
      )
    },
  },
  {
    name: 'query',
    applies: () => true,
    make(route, inputs, rng) {
      const raw = pick(rng, [
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        '__proto__=x',
        `lang=${encodeLoose(pick(rng, HOSTILE_STRINGS).slice(0, 2000))}`,
        'lang=es&lang=pt',
        `q=${'x'.repeat(8000)}`,
        'page=1&page=2&limit=1&limit=500',
        'a=%00&b=%ZZ',
        '%E0%A4%A=1',
        'a[b][c][d][e][f][g]=1',
        '&&&==&',
      ])
      return request(route, inputs, `query ${short(raw)}`, {
        path: buildPath(route, inputs.params) + encodeQuery(inputs.query, raw),
      })
    },
  },
  {
    name: 'path',
    applies: (route) => paramNames(route.url).length > 0 || route.url.includes('*'),
    make(route, inputs, rng) {
      const names = paramNames(route.url)
      const name = names.length ? pick(rng, names) : '*'
      const raw = pick(rng, [
        '%00',
        '%',
        '%E0%A4%A',
        '%FF',
        '..%2F..%2Fetc%2Fpasswd',
        '..',
        '%2e%2e',
        encodeLoose('🛡️'),
        '%20',
        'x'.repeat(99),
        '1;DROP',
        '1%0a2',
        '-1',
        '2147483648',
        '1e308',
        'NaN',
      ])
      return request(route, inputs, `path :${name} ← ${raw.slice(0, 30)}`, {
        path: buildPath(route, inputs.params, { [name]: raw }) + encodeQuery(inputs.query),
      })
    },
  },
  {
    name: 'headers',
    applies: () => true,
    make(route, inputs, rng) {
      const headers = pick(rng, [
        { 'accept-language': 'x'.repeat(8000) },
        { 'accept-language': 'es;q=abc, pt;q=NaN, *;q=-1, __proto__' },
        { 'accept-language': '\u00ff\u00fe' },
        { 'x-request-id': 'x'.repeat(4000) },
        { cookie: 'sentinela_session=' + 'x'.repeat(4000) },
        { cookie: 'sentinela_session=%E0%A4%A; sentinela_csrf=%' },
        { cookie: '=;=;;a=' },
        { 'x-csrf-token': 'nope' },
        { 'x-forwarded-for': 'not-an-ip, 999.999.999.999' },
        { authorization: `Bearer ${'x'.repeat(5000)}` },
        { authorization: 'Basic Zm9vOmJhcg==' },
        { authorization: 'Bearer \u00ff\u00fe' },
      ] as Record<string, string>[])
      return request(route, inputs, `headers ${Object.keys(headers).join(',')}`, { headers })
    },
  },
  {
    name: 'multipart',
    applies: acceptsBody,
    make(route, inputs, rng) {
      const boundary = 'fuzzboundary' + below(rng, 1e6)
      const variant = pick(rng, [
        'garbage-file',
        'png',
        'no-file',
        'two-files',
        'many-fields',
        'truncated',
        'wrong-boundary',
        'empty-file',
      ] as const)
      const file = (data: Buffer, filename = 'file.png', type = 'image/png') => ({ name: 'file', filename, type, data })
      const garbage = Buffer.from(Array.from({ length: between(rng, 1, 4096) }, () => below(rng, 256)))
      let body: Buffer
      switch (variant) {
        case 'garbage-file':
          body = multipartBody(boundary, [
            file(
              garbage,
              pick(rng, ['cv.pdf', 'photo.jpg', '../../x.png', '\u0000.png', '']),
              pick(rng, ['application/pdf', 'image/jpeg', 'text/html']),
            ),
          ])
          break
        case 'png':
          body = multipartBody(boundary, [file(TINY_PNG)])
          break
        case 'no-file':
          body = multipartBody(boundary, [{ name: 'field', data: Buffer.from('value') }])
          break
        case 'two-files':
          body = multipartBody(boundary, [file(TINY_PNG), file(TINY_PNG, 'b.png')])
          break
        case 'many-fields':
          body = multipartBody(
            boundary,
            Array.from({ length: 12 }, (_, index) => ({ name: `f${index}`, data: Buffer.from('v') })),
          )
          break
        case 'truncated':
          body = multipartBody(boundary, [file(garbage)]).subarray(0, 60)
          break
        case 'wrong-boundary':
          body = multipartBody('other', [file(TINY_PNG)])
          break
        case 'empty-file':
          body = multipartBody(boundary, [file(Buffer.alloc(0))])
          break
      }
      return request(route, inputs, `multipart ${variant}`, {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      })
    },
  },
]

/**
 * One case per field and value: every leaf of the valid input (body, query, path) that holds a string gets each of
 * `strings`, every leaf that holds a number each of `numbers` (as text in the query and path). The rest stays valid,
 * so the value reaches whatever the route does with that field.
 */
export function sweepCases(
  route: FuzzRoute,
  options: { seed: number; pools: Pools; strings: readonly string[]; numbers: readonly number[] },
): FuzzRequest[] {
  if (isMultipart(route)) return []
  const inputs = baseInputs(route, createRng(options.seed), options.pools)
  const cases: FuzzRequest[] = []
  const parts: [Part, unknown][] = [
    ['body', inputs.body],
    ['query', inputs.query],
    ['params', inputs.params],
  ]
  for (const [part, value] of parts) {
    if (value === undefined) continue
    for (const path of pathsOf(value)) {
      const leaf = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value)
      // Path parameters and query values travel as text whatever their schema says.
      const isNumber = typeof leaf === 'number'
      if (!isNumber && typeof leaf !== 'string') continue
      if (!path.length) continue
      const replacements: unknown[] = isNumber ? [...options.numbers] : [...options.strings]
      for (const replacement of replacements) {
        const sent = part !== 'body' && isNumber ? String(replacement) : replacement
        cases.push(
          request(route, withValueAt(inputs, part, path, sent), `${describePath(part, path)} ← ${short(sent)}`),
        )
      }
    }
  }
  return cases
}

/**
 * The cases for one route and caller: the valid input first, then one mutator per case, rotating from an offset so
 * that different callers and routes start at different mutators and every mutator runs across the suite.
 */
export function casesFor(
  route: FuzzRoute,
  options: { seed: number; count: number; offset: number; pools: Pools },
): { cases: FuzzRequest[]; mutators: string[]; baseValid: boolean } {
  const rng = createRng(options.seed)
  const inputs = baseInputs(route, rng, options.pools)
  const applicable = MUTATORS.filter((mutator) => mutator.applies(route))
  const cases: FuzzRequest[] = []
  const mutators: string[] = []
  if (isMultipart(route)) {
    // The valid upload is a small PNG in the one file field.
    cases.push(MUTATORS.find((mutator) => mutator.name === 'multipart')!.make(route, inputs, createRng(1)))
    cases[0]!.label = 'valid (multipart png)'
  } else cases.push(request(route, inputs, 'valid'))
  mutators.push('valid')
  for (let i = 1; i < options.count; i++) {
    const mutator = applicable[(options.offset + i - 1) % applicable.length]!
    cases.push(mutator.make(route, inputs, rng))
    mutators.push(mutator.name)
  }
  return { cases, mutators, baseValid: inputs.valid }
}

// ─── The answer's shape ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Why an answer breaks the contract, or undefined when it keeps it: no 5xx, and every 4xx is JSON
 * `{ statusCode, code, message, errors }` with statusCode equal to the HTTP status.
 */
export function contractProblem(
  status: number,
  contentType: string | undefined,
  text: string,
  method = 'GET',
): string | undefined {
  if (status >= 500) return `status ${status}`
  // HEAD answers carry no body (RFC 9110), whatever the status.
  if (status < 400 || method === 'HEAD') return undefined
  if (!contentType?.includes('application/json')) return `4xx with content-type ${contentType ?? '(none)'}`
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return '4xx body is not JSON'
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '4xx body is not an object'
  const { statusCode, code, message, errors } = body as Record<string, unknown>
  if (statusCode !== status) return `statusCode ${String(statusCode)} differs from HTTP ${status}`
  if (typeof code !== 'string' || !code) return 'code is not a non-empty string'
  if (typeof message !== 'string' || !message) return 'message is not a non-empty string'
  if (!Array.isArray(errors)) return 'errors is not an array'
  return undefined
}
