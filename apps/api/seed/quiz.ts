import { and, eq, isNotNull } from 'drizzle-orm'
import { scoreQuiz, type QuizAnswers } from '@sentinela/shared/quiz/scoring'
import type { Database } from '../src/db/client'
import { niceLegacyWorkRoles, quizAttempts } from '../src/db/schema/index'

/** A newcomer's answers: IT graduate moving into a SOC, the quiz's most common path. */
const DEMO_ANSWERS: QuizAnswers = {
  major: ['information_technology'],
  minor: ['cybersecurity'],
  coding_language: ['python', 'powershell'],
  tool: ['wireshark', 'splunk', 'microsoft_sentinel'],
  area_of_interest: ['security_operations', 'incident_response'],
  training_certification: ['security_plus'],
  years_of_experience: ['1_to_3'],
  current_role: ['it_support'],
  industry_group: ['finance'],
}

/**
 * One finished quiz in the talent's history, scored by the real table over the stored crosswalk (the result is what
 * the talent would have seen). Idempotent: a talent who has any finished attempt is left alone.
 */
export async function seedQuizHistory(db: Database, userId: number, finishedAt: Date) {
  const [existing] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.finishedAt)))
    .limit(1)
  if (existing) return
  const legacy = await db
    .select({
      code: niceLegacyWorkRoles.code,
      categoryCode: niceLegacyWorkRoles.categoryCode,
      currentWorkRoleCodes: niceLegacyWorkRoles.currentWorkRoleCodes,
    })
    .from(niceLegacyWorkRoles)
  const result = scoreQuiz(DEMO_ANSWERS, legacy)
  await db.insert(quizAttempts).values({
    userId,
    answers: DEMO_ANSWERS,
    result,
    position: 0,
    finishedAt,
    createdAt: finishedAt,
  })
}
