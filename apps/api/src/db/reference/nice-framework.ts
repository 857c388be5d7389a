import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../client'
import {
  niceCategories,
  niceCompetencyAreas,
  niceCompetencyAreaStatements,
  niceLegacyCategories,
  niceLegacyWorkRoles,
  niceStatements,
  niceWorkRoles,
  niceWorkRoleStatements,
  referenceDataSets,
} from '../schema/index'

const require = createRequire(import.meta.url)
const FRAMEWORK_2025 = require.resolve('@sentinela/shared/nice/data/framework-2025.json')
const FRAMEWORK_2017 = require.resolve('@sentinela/shared/nice/data/framework-2017.json')

interface Framework2025 {
  categories: { code: string; name: string; description: string }[]
  workRoles: {
    code: string
    name: string
    description: string
    category: string
    opmCodes: string[]
    tasks: string[]
    knowledge: string[]
    skills: string[]
  }[]
  competencyAreas: {
    code: string
    name: string
    description: string
    knowledge: string[]
    skills: string[]
    ksListPublished: boolean
  }[]
  statements: { id: string; type: 'task' | 'knowledge' | 'skill'; text: string; newInVersion: boolean }[]
}

interface Framework2017 {
  categories: { code: string; name: string; description: string; specialtyAreas: string[] }[]
  workRoles: { code: string; name: string; category: string; opmCode?: string }[]
  crosswalk: { from: string; to: string[] }[]
}

const DATA_SET = 'nice-framework'
const BATCH = 500

/**
 * Loads the NICE framework data set into its tables when the files changed since the last load (checksum), in one
 * transaction so readers never see half a framework. A no-op on every start after the first.
 */
export async function loadNiceFramework(db: Database): Promise<{ loaded: boolean }> {
  const raw2025 = readFileSync(FRAMEWORK_2025, 'utf8')
  const raw2017 = readFileSync(FRAMEWORK_2017, 'utf8')
  const checksum = createHash('sha256').update(raw2025).update(raw2017).digest('hex')

  const [current] = await db.select().from(referenceDataSets).where(eq(referenceDataSets.name, DATA_SET))
  if (current?.checksum === checksum) return { loaded: false }

  const current2025 = JSON.parse(raw2025) as Framework2025
  const legacy2017 = JSON.parse(raw2017) as Framework2017

  await db.transaction(async (tx) => {
    await clear(tx)
    await insertCurrent(tx, current2025)
    await insertLegacy(tx, legacy2017)
    await tx
      .insert(referenceDataSets)
      .values({ name: DATA_SET, checksum })
      .onConflictDoUpdate({ target: referenceDataSets.name, set: { checksum, updatedAt: new Date() } })
  })
  return { loaded: true }
}

async function clear(tx: Transaction) {
  // Children first; the link tables cascade but deleting them explicitly keeps the order obvious.
  await tx.delete(niceWorkRoleStatements)
  await tx.delete(niceCompetencyAreaStatements)
  await tx.delete(niceLegacyWorkRoles)
  await tx.delete(niceLegacyCategories)
  await tx.delete(niceWorkRoles)
  await tx.delete(niceCompetencyAreas)
  await tx.delete(niceStatements)
  await tx.delete(niceCategories)
}

async function insertCurrent(tx: Transaction, framework: Framework2025) {
  await tx.insert(niceCategories).values(framework.categories.map((category, position) => ({ ...category, position })))
  await insertInBatches(
    framework.statements.map((statement) => ({
      code: statement.id,
      type: statement.type,
      description: statement.text,
      newInVersion: statement.newInVersion,
    })),
    (rows) => tx.insert(niceStatements).values(rows),
  )
  await tx.insert(niceWorkRoles).values(
    framework.workRoles.map((role) => ({
      code: role.code,
      categoryCode: role.category,
      name: role.name,
      description: role.description,
      opmCodes: role.opmCodes,
    })),
  )
  const roleLinks = framework.workRoles.flatMap((role) =>
    [...new Set([...role.tasks, ...role.knowledge, ...role.skills])].map((statementCode) => ({
      workRoleCode: role.code,
      statementCode,
    })),
  )
  await insertInBatches(roleLinks, (rows) => tx.insert(niceWorkRoleStatements).values(rows))

  await tx.insert(niceCompetencyAreas).values(
    framework.competencyAreas.map((area) => ({
      code: area.code,
      name: area.name,
      description: area.description,
      ksListPublished: area.ksListPublished,
    })),
  )
  const areaLinks = framework.competencyAreas.flatMap((area) =>
    [...new Set([...area.knowledge, ...area.skills])].map((statementCode) => ({
      competencyAreaCode: area.code,
      statementCode,
    })),
  )
  await insertInBatches(areaLinks, (rows) => tx.insert(niceCompetencyAreaStatements).values(rows))
}

async function insertLegacy(tx: Transaction, framework: Framework2017) {
  await tx.insert(niceLegacyCategories).values(
    framework.categories.map((category, position) => ({
      code: category.code,
      name: category.name,
      description: category.description,
      position,
    })),
  )
  const crosswalk = new Map(framework.crosswalk.map((entry) => [entry.from, entry.to]))
  await tx.insert(niceLegacyWorkRoles).values(
    framework.workRoles.map((role) => ({
      code: role.code,
      categoryCode: role.category,
      name: role.name,
      opmCode: role.opmCode ?? null,
      currentWorkRoleCodes: crosswalk.get(role.code) ?? [],
    })),
  )
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH))
  }
}
