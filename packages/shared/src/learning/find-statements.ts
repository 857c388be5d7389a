/**
 * Finds NICE 2025 statements by keyword, to choose a training's "associated skills" for data/trainings.json:
 * `npx tsx packages/shared/src/learning/find-statements.ts "incident response" malware`. Prints code, type, text and
 * how many work roles hold each statement (statements no role holds move no fit).
 */
import { readFileSync } from 'node:fs'

const framework = JSON.parse(readFileSync(new URL('../nice/data/framework-2025.json', import.meta.url), 'utf8')) as {
  statements: { id: string; type: string; text: string }[]
  workRoles: { tasks: string[]; knowledge: string[]; skills: string[] }[]
}
const roleCount = new Map<string, number>()
for (const role of framework.workRoles) {
  for (const code of new Set([...role.tasks, ...role.knowledge, ...role.skills])) {
    roleCount.set(code, (roleCount.get(code) ?? 0) + 1)
  }
}
for (const keyword of process.argv.slice(2)) {
  const pattern = new RegExp(`\\b${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i')
  process.stdout.write(`# ${keyword}\n`)
  framework.statements
    .filter((statement) => pattern.test(statement.text))
    .sort((a, b) => (roleCount.get(b.id) ?? 0) - (roleCount.get(a.id) ?? 0))
    .slice(0, 15)
    .forEach((statement) =>
      process.stdout.write(
        `${statement.id}\t${statement.type}\t${roleCount.get(statement.id) ?? 0}\t${statement.text}\n`,
      ),
    )
}
