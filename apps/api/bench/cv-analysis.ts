import { analyzeSet, openAnalyzer, renderCv } from '../eval/cv/run'
import { EVAL_SET } from '../eval/cv/set'

/** Issue #17: a CV's analysis (text extraction, parse, NICE full text) within 1 s at p95, without a model. */
export const CV_ANALYSIS_P95_TARGET_MS = 1000

/**
 * Times the analysis of the evaluation set's CVs (PDF and DOCX) on PGlite in memory, as the queue job runs it:
 * BENCH_CV_ROUNDS (5) rounds over the 12 CVs after one warm-up round.
 */
export async function benchCvAnalysis(log: (message: string) => void) {
  const rounds = Number(process.env.BENCH_CV_ROUNDS ?? 5)
  log(`\nCV analysis: ${EVAL_SET.length} CVs × ${rounds} rounds`)
  const files = new Map<string, Buffer>()
  for (const cv of EVAL_SET) files.set(cv.id, await renderCv(cv))
  const { handle, service } = await openAnalyzer()
  try {
    await analyzeSet(service, files)
    const times: number[] = []
    for (let round = 0; round < rounds; round += 1) {
      for (const run of await analyzeSet(service, files)) times.push(run.milliseconds)
    }
    times.sort((a, b) => a - b)
    const at = (share: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]! * 10) / 10
    const p95 = at(0.95)
    return {
      cvs: EVAL_SET.length,
      runs: times.length,
      p50_ms: at(0.5),
      p95_ms: p95,
      max_ms: Math.round(times.at(-1)! * 10) / 10,
      target_p95_ms: CV_ANALYSIS_P95_TARGET_MS,
      meets_target: p95 <= CV_ANALYSIS_P95_TARGET_MS,
    }
  } finally {
    await handle.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(
    `${JSON.stringify(await benchCvAnalysis((message) => process.stderr.write(`${message}\n`)), null, 2)}\n`,
  )
}
