/**
 * §3 option lists. The code is what is stored and sent; labels live in the `options` catalog under
 * `<list>.<code>` and are translated where shown.
 */
export const OPTION_LISTS = {
  open_to_travel: [0, 1, 2, 3, 4, 5],
  education_level: [-1, 0, 1, 2, 3, 4, 5, 6, 7],
  gender: [0, 1, 3, 4],
  desired_employment_type: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  employment_type: [0, 1, 2, 3, 4, 5, 6, 7],
  number_of_employees: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  revenue_range: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  job_duration_unit: ['days', 'months', 'years', 'indefinite'],
  security_level: [0, 1, 2],
  // §3: "0 under 1 year, then 2, 3, 4, 5 years" — there is no code 1.
  clearance_renewal: [0, 2, 3, 4, 5],
  communication_status: [0, 1, 2, 3, 4],
  training_progress: [0, 1],
  training_level: ['new_to_cyber', 'foundations', 'introductory', 'intermediate', 'advanced'],
  training_type: ['training', 'certification', 'awareness', 'education', 'course'],
  modality: ['remote', 'hybrid', 'on_site'],
  career_level: [0, 1, 2],
  career_owner: [0, 1],
  language_level: ['beginner', 'intermediate', 'proficient', 'native_or_bilingual'],
  job_privacy: ['public', 'private'],
  job_status: ['draft', 'published'],
  date_filter: ['last_week', 'last_month', 'last_3_months', 'last_quarter', 'last_year'],
} as const satisfies Record<string, readonly (number | string)[]>

export type OptionListName = keyof typeof OPTION_LISTS
export type OptionCode<L extends OptionListName> = (typeof OPTION_LISTS)[L][number]
export const OPTION_LIST_NAMES = Object.keys(OPTION_LISTS) as OptionListName[]
