/** Where a parsed body or query holds a NUL character: PostgreSQL text cannot store one (SQLSTATE 22021). */
export function pathsWithNul(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (depth > 32 || found.length >= 20) return found
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithNul(item, path ? `${path}.${index}` : String(index), found, depth + 1))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      pathsWithNul(item, path ? `${path}.${key}` : key, found, depth + 1)
    }
  }
  return found
}
