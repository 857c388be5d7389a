import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { AiLanguage } from '@sentinela/shared/schemas/ai'
import { buildApp } from '../src/app'
import { parseConfig } from '../src/config'
import type { DatabaseHandle } from '../src/db/client'
import { translatorFor } from '../src/lib/i18n'
import { rowsOf } from '../src/lib/sql'
import type { SessionUser } from '../src/plugins/access'
import { choose, generator, percentile, summarize, type Measurement, type MeasureOptions } from './measure'

/** Issue #18: the AI search without a model, every group it answers, p95 at most 50 ms over the bench data. */
export const AI_SEARCH_TARGET_MS = 50

/** What people type, by language: a trade, then maybe a place, a modality, a seniority or a group. */
const PARTS: Record<AiLanguage, { trades: string[]; extras: string[] }> = {
  en: {
    trades: [
      'penetration tester',
      'SOC analyst',
      'threat hunting',
      'incident response',
      'cloud security engineer',
      'digital forensics',
      'GRC analyst',
      'security architect',
      'malware reverse engineering',
      'privacy GDPR',
    ],
    extras: [
      'remote',
      'in Texas',
      'jobs',
      'training in Spanish',
      'junior',
      'senior',
      'with clearance',
      'career path',
      'in Chile',
      '',
    ],
  },
  es: {
    trades: [
      'pentester',
      'analista SOC',
      'caza de amenazas',
      'respuesta a incidentes',
      'seguridad en la nube',
      'forense digital',
      'cumplimiento normativo',
      'arquitecto de seguridad',
      'análisis de malware',
      'protección de datos',
    ],
    extras: [
      'remoto',
      'en Bogotá',
      'vacantes',
      'curso en español',
      'júnior',
      'sin clearance',
      'ruta de carrera',
      'en México',
      'híbrido',
      '',
    ],
  },
  pt: {
    trades: [
      'teste de invasão',
      'analista SOC',
      'caça a ameaças',
      'resposta a incidentes',
      'segurança em nuvem',
      'perícia digital',
      'governança e conformidade',
      'arquiteto de segurança',
      'análise de malware',
      'LGPD',
    ],
    extras: [
      'home office',
      'em São Paulo',
      'vagas',
      'treinamento em português',
      'pleno',
      'sênior',
      'trilha de carreira',
      'presencial',
      'no Brasil',
      '',
    ],
  },
}

/** Queries over the three languages; a trade with one or two extras, so most are asked once. */
export function aiSearchQueries(count: number, seed = 18): { q: string; language: AiLanguage }[] {
  const random = generator(seed)
  const languages: AiLanguage[] = ['en', 'es', 'pt']
  return Array.from({ length: count }, (_, index) => {
    const language = languages[index % 3]!
    const parts = PARTS[language]
    const q = [choose(random, parts.trades), choose(random, parts.extras), choose(random, parts.extras)]
      .filter(Boolean)
      .join(' ')
    return { q, language }
  })
}

/**
 * Times AiSearchService.search as the route calls it, without a model, for a visitor (jobs, trainings, career paths)
 * and for a company user (talents too, through the talent search). Runs after the training measurement, so the
 * catalogue holds its bench trainings. BENCH_AI_SEARCH=0 skips it.
 */
export async function measureAiSearch(handle: DatabaseHandle, options: MeasureOptions): Promise<Measurement[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sentinela-bench-ai-search-'))
  const config = parseConfig({ LOG_LEVEL: 'silent', RUN_WORKERS: 'false', DATA_DIR: dataDir, AI_BASE_URL: '' })
  const app = await buildApp({ config, database: handle })
  await app.ready()
  try {
    const [company] = rowsOf<{ id: number }>(await handle.db.execute(sql`select min(id) as id from companies`))
    const companyUser: SessionUser = { id: 0, role: 'company', companyId: company?.id ?? null, isMainAdmin: true }
    const results: Measurement[] = []
    for (const [name, viewer] of [
      ['ai_search', null],
      ['ai_search_company', companyUser],
    ] as const) {
      const cases = aiSearchQueries(options.warmup + options.runs, name === 'ai_search' ? 18 : 81)
      const run = ({ q, language }: (typeof cases)[number]) =>
        app.services.aiSearch.search(viewer, { q }, translatorFor(language))
      for (const search of cases.slice(0, options.warmup)) await run(search)
      const samples: number[] = []
      const byLanguage: Record<AiLanguage, number[]> = { en: [], es: [], pt: [] }
      let hits = 0
      const slowest: { ms: number; q: string }[] = []
      const deadline = performance.now() + options.maxSeconds * 1000
      for (const search of cases.slice(options.warmup)) {
        if (performance.now() > deadline) break
        const started = performance.now()
        const result = await run(search)
        const ms = performance.now() - started
        samples.push(ms)
        byLanguage[search.language].push(ms)
        hits += Object.values(result.groups).reduce((sum, group) => sum + group.items.length, 0)
        slowest.push({ ms, q: search.q })
        slowest.sort((a, b) => b.ms - a.ms).splice(3)
      }
      for (const { ms, q } of slowest) options.log?.(`  slow ${name} ${ms.toFixed(1)} ms: ${q}`)
      const p95 = (values: number[]) =>
        Math.round(
          percentile(
            values.sort((a, b) => a - b),
            95,
          ) * 100,
        ) / 100
      results.push(
        summarize(
          name,
          samples,
          {
            avg_hits: Math.round(hits / Math.max(1, samples.length)),
            p95_ms_en: p95(byLanguage.en),
            p95_ms_es: p95(byLanguage.es),
            p95_ms_pt: p95(byLanguage.pt),
          },
          AI_SEARCH_TARGET_MS,
        ),
      )
    }
    return results
  } finally {
    await app.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
