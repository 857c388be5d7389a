/** The parts of a saved profile that talent search reads. */
export interface SearchableProfile {
  firstName: string
  middleName: string | null
  lastName: string
  currentJobTitle: string | null
  schoolName: string | null
  latestDegree: string | null
  experiences: {
    jobTitle: string
    company: string
    startDate: string
    endDate: string | null
    currentlyWorksHere: boolean
  }[]
  certifications: { name: string }[]
  courses: { name: string }[]
}

/**
 * The words of a talent's profile that companies search them by; what else finds them (place, NICE roles, synonyms)
 * is added by db/search-documents.ts.
 */
export function searchTextOf(
  profile: Pick<
    SearchableProfile,
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'currentJobTitle'
    | 'schoolName'
    | 'latestDegree'
    | 'certifications'
    | 'courses'
  > & { experiences: { jobTitle: string; company: string }[] },
): string {
  return [
    profile.firstName,
    profile.middleName,
    profile.lastName,
    profile.currentJobTitle,
    profile.schoolName,
    profile.latestDegree,
    ...profile.experiences.map((experience) => `${experience.jobTitle} ${experience.company}`),
    ...profile.certifications.map((certification) => certification.name),
    ...profile.courses.map((course) => course.name),
  ]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1

/**
 * Whole months of experience, jobs that overlap counted once; a current job runs until `today`. A job that starts and
 * ends in the same month counts as one month.
 */
export function experienceMonthsOf(experiences: SearchableProfile['experiences'], today = new Date()): number {
  const now = monthIndex(today.toISOString().slice(0, 10))
  const spans = experiences
    .map((experience) => {
      const start = monthIndex(experience.startDate)
      const end = experience.currentlyWorksHere || !experience.endDate ? now : monthIndex(experience.endDate)
      return [start, Math.max(start, end)] as const
    })
    .filter(([start]) => start <= now)
    .sort((a, b) => a[0] - b[0])
  let total = 0
  let current: [number, number] | undefined
  for (const [start, end] of spans) {
    if (current && start <= current[1] + 1) {
      current[1] = Math.max(current[1], end)
    } else {
      if (current) total += current[1] - current[0] + 1
      current = [start, end]
    }
  }
  if (current) total += current[1] - current[0] + 1
  return total
}
