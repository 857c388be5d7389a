import { describe, expect, it } from 'vitest'
import framework2017 from '../nice/data/framework-2017.json'
import framework2025 from '../nice/data/framework-2025.json'
import { QUIZ_ATTRIBUTES, type QuizAttribute } from '../master-data/quiz-attributes'
import { checkAnswer, firstUnanswered, QUIZ_QUESTIONS, scoreQuiz, type QuizAnswers } from './scoring'

const crosswalk = new Map(framework2017.crosswalk.map((entry) => [entry.from, entry.to]))
const legacyRoles = framework2017.workRoles.map((role) => ({
  code: role.code,
  categoryCode: role.category,
  currentWorkRoleCodes: crosswalk.get(role.code) ?? [],
}))

const socAnalyst: QuizAnswers = {
  major: ['information_technology'],
  minor: ['cybersecurity'],
  coding_language: ['python'],
  tool: ['splunk', 'microsoft_sentinel', 'wireshark'],
  area_of_interest: ['security_operations'],
  training_certification: ['cysa_plus'],
  years_of_experience: ['1_to_3'],
  current_role: ['security_professional'],
  industry_group: ['finance'],
}
const developer: QuizAnswers = {
  major: ['software_engineering'],
  minor: ['computer_science'],
  coding_language: ['typescript', 'java', 'go'],
  tool: ['burp_suite'],
  area_of_interest: ['application_security'],
  training_certification: ['none'],
  years_of_experience: ['over_3'],
  current_role: ['developer'],
  industry_group: ['technology'],
}

describe('the quiz scoring table', () => {
  it('asks every quiz attribute of §3 and scores exactly its options', () => {
    expect(QUIZ_QUESTIONS.map((question) => question.attribute).sort()).toEqual(Object.keys(QUIZ_ATTRIBUTES).sort())
    for (const question of QUIZ_QUESTIONS) {
      expect(Object.keys(question.options).sort()).toEqual([...QUIZ_ATTRIBUTES[question.attribute]].sort())
    }
  })

  it('names only real 2017 categories and specialty areas and real current statements', () => {
    const areas = new Set(framework2017.specialtyAreas.map((area) => area.code))
    const statements = new Set(framework2025.statements.map((statement) => statement.id))
    for (const question of QUIZ_QUESTIONS) {
      for (const score of Object.values(question.options)) {
        Object.keys(score.categories).forEach((code) =>
          expect(['SP', 'OM', 'OV', 'PR', 'AN', 'CO', 'IN']).toContain(code),
        )
        Object.keys(score.specialtyAreas).forEach((code) => expect(areas.has(code)).toBe(true))
        score.statements.forEach((code) => expect(statements.has(code)).toBe(true))
      }
    }
  })

  it("puts Protect and Defend and Defensive Cybersecurity on top for a SOC analyst's answers", () => {
    const result = scoreQuiz(socAnalyst, legacyRoles)
    const top = [...result.categories].sort((a, b) => b.percentage - a.percentage)[0]!
    expect(top.code).toBe('PR')
    expect(result.workRoles[0]!.workRoleCode).toBe('PD-WRL-001')
    expect(result.workRoles[0]!.percentage).toBe(100)
    expect(result.workRoles[0]!.legacyWorkRoleCodes).toEqual(['PR-CDA-001'])
    // Explained by the answers that raised it, strongest first.
    expect(result.workRoles[0]!.reasons.slice(0, 3)).toEqual([
      { attribute: 'tool', option: 'splunk', points: 9 },
      { attribute: 'tool', option: 'microsoft_sentinel', points: 9 },
      { attribute: 'area_of_interest', option: 'security_operations', points: 9 },
    ])
    expect(top.reasons.map((reason) => reason.option)).toContain('splunk')
    expect(result.categories.reduce((sum, category) => sum + category.percentage, 0)).toBeGreaterThanOrEqual(98)
  })

  it("puts Securely Provision and Secure Software Development on top for a developer's answers", () => {
    const result = scoreQuiz(developer, legacyRoles)
    const top = [...result.categories].sort((a, b) => b.percentage - a.percentage)[0]!
    expect(top.code).toBe('SP')
    expect(result.workRoles[0]!.workRoleCode).toBe('DD-WRL-003')
    expect(result.workRoles.slice(0, 3).map((role) => role.workRoleCode)).not.toContain('PD-WRL-001')
  })

  it('counts up to three picks of a multi-choice question whole and spreads more over the same total', () => {
    const three = scoreQuiz({ ...developer, tool: ['splunk', 'zeek', 'suricata'] }, legacyRoles)
    const all = scoreQuiz({ ...developer, tool: [...QUIZ_ATTRIBUTES.tool] }, legacyRoles)
    const toolPoints = (result: ReturnType<typeof scoreQuiz>) =>
      result.categories
        .flatMap((category) => category.reasons)
        .filter((reason) => reason.attribute === 'tool')
        .reduce((sum, reason) => sum + reason.points, 0)
    expect(toolPoints(three)).toBe(9)
    expect(toolPoints(all)).toBeLessThan(toolPoints(three) * 1.5)
  })

  it('refuses to score when an answer is missing (§5: an answer is required)', () => {
    const { industry_group: _left, ...missing } = socAnalyst
    expect(() => scoreQuiz(missing, legacyRoles)).toThrow(/industry_group: required/)
    expect(firstUnanswered(missing)).toBe('industry_group')
    expect(firstUnanswered(socAnalyst)).toBeUndefined()
  })

  it('checks each answer: required, one for single choice, at least one for multi-choice, known options once', () => {
    const check = (attribute: QuizAttribute, options: string[]) => checkAnswer(attribute, options)
    expect(check('major', [])).toBe('required')
    expect(check('tool', [])).toBe('required')
    expect(check('major', ['law', 'business'])).toBe('single_choice')
    expect(check('major', ['astrology'])).toBe('unknown_option')
    expect(check('tool', ['nmap', 'nmap'])).toBe('duplicate_option')
    expect(check('tool', ['nmap', 'zeek'])).toBeUndefined()
    expect(check('years_of_experience', ['1_to_3'])).toBeUndefined()
  })
})
