import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { timestamps, tsvector } from './columns'
import { users } from './accounts'

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/**
 * The talent profile (§3 "Talent profile"), one per talent user. Name, e-mails and phone live on `users`.
 * `version` grows with every save: a save based on an older version is refused, never silently overwritten.
 */
export const talentProfiles = pgTable(
  'talent_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(0),
    middleName: text('middle_name'),
    gender: integer('gender'),
    nationality: text('nationality'),
    country: text('country'),
    region: text('region'),
    city: text('city'),
    birthDate: date('birth_date'),
    website: text('website'),
    /** Storage key of the re-encoded photo. */
    photoKey: text('photo_key'),
    currentJobTitle: text('current_job_title'),
    desiredEmploymentType: integer('desired_employment_type'),
    highestEducationLevel: integer('highest_education_level'),
    schoolName: text('school_name'),
    latestDegree: text('latest_degree'),
    openToTravel: integer('open_to_travel'),
    seekingOpportunities: boolean('seeking_opportunities').notNull().default(false),
    personalityType: text('personality_type'),
    hasClearance: boolean('has_clearance').notNull().default(false),
    clearanceLevel: integer('clearance_level'),
    clearanceLastGranted: date('clearance_last_granted'),
    clearanceRenewal: integer('clearance_renewal'),
    polygraphPerformed: boolean('polygraph_performed').notNull().default(false),
    /** §3 isBegginer: new to cybersecurity. */
    isBeginner: boolean('is_beginner').notNull().default(false),
    cvKey: text('cv_key'),
    cvFileName: text('cv_file_name'),
    /**
     * What companies search a talent by (#6 talent search): name, titles, employers, school, certifications, courses
     * in `search_text`; place names, NICE role names and synonyms in three languages in `search_terms`. Both rewritten
     * on every profile save (refreshTalentSearch). The vector uses `sentinela` (`simple` without accents), searched
     * like jobs (decision 005).
     */
    searchText: text('search_text').notNull().default(''),
    searchTerms: text('search_terms').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('sentinela', search_text), 'A') || to_tsvector('sentinela', search_terms)`,
    ),
    /** Months of experience, overlapping jobs counted once; rewritten on every profile save. */
    experienceMonths: integer('experience_months').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('talent_profiles_search_idx').using('gin', table.searchVector),
    // With user_id, counting "top talent in Chile" joins the fits by index alone.
    index('talent_profiles_country_idx').on(table.country, table.userId),
    // Text and country in one GIN (btree_gin): "analyst in Chile" reads only the entries matching both.
    index('talent_profiles_search_country_idx').using('gin', table.searchVector, table.country),
  ],
)

export const talentExperiences = pgTable(
  'talent_experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    currentlyWorksHere: boolean('currently_works_here').notNull().default(false),
    employmentType: integer('employment_type'),
    industry: text('industry'),
    description: text('description'),
    aboutCompany: text('about_company'),
    ...timestamps,
  },
  (table) => [index('talent_experiences_user_idx').on(table.userId)],
)

export const talentEducations = pgTable(
  'talent_educations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    school: text('school').notNull(),
    degree: text('degree').notNull(),
    fieldOfStudy: text('field_of_study'),
    graduated: boolean('graduated').notNull().default(false),
    graduationDate: date('graduation_date'),
    groupsAndActivities: text('groups_and_activities'),
    ...timestamps,
  },
  (table) => [index('talent_educations_user_idx').on(table.userId)],
)

export const talentCertifications = pgTable(
  'talent_certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    issuingEntity: text('issuing_entity'),
    dateIssued: date('date_issued').notNull(),
    expires: boolean('expires').notNull().default(false),
    dateExpired: date('date_expired'),
    ...timestamps,
  },
  (table) => [index('talent_certifications_user_idx').on(table.userId)],
)

export const talentCourses = pgTable(
  'talent_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    number: text('number'),
    associatedWith: text('associated_with'),
    ...timestamps,
  },
  (table) => [index('talent_courses_user_idx').on(table.userId)],
)

export const talentLanguages = pgTable(
  'talent_languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    /** ISO 639-1 code from the master data. */
    language: text('language').notNull(),
    level: text('level', { enum: ['beginner', 'intermediate', 'proficient', 'native_or_bilingual'] }).notNull(),
    ...timestamps,
  },
  (table) => [index('talent_languages_user_idx').on(table.userId)],
)

/** §3 references (recommendations): a name, and an e-mail or a referral code. */
export const talentReferences = pgTable(
  'talent_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    email: text('email'),
    referralCode: text('referral_code'),
    ...timestamps,
  },
  (table) => [index('talent_references_user_idx').on(table.userId)],
)

/** The roles wizard's choices (PRODUCT.md): categories ("competency area"), work roles ("domains or specialities"). */
export const talentNiceCategories = pgTable(
  'talent_nice_categories',
  { userId: owner(), categoryCode: text('category_code').notNull(), ...timestamps },
  (table) => [primaryKey({ columns: [table.userId, table.categoryCode] })],
)

export const talentWorkRoles = pgTable(
  'talent_work_roles',
  { userId: owner(), workRoleCode: text('work_role_code').notNull(), ...timestamps },
  (table) => [primaryKey({ columns: [table.userId, table.workRoleCode] })],
)

/** Task, knowledge and skill statements the talent holds (§3 framework items). */
export const talentStatements = pgTable(
  'talent_statements',
  { userId: owner(), statementCode: text('statement_code').notNull(), ...timestamps },
  (table) => [primaryKey({ columns: [table.userId, table.statementCode] })],
)

/**
 * Percentage fit per work role, recomputed with the shared formula whenever the talent's statements change.
 * Stored so "talents for role R at P% or more" is an index range scan (work_role_code, percentage).
 */
export const talentRoleFits = pgTable(
  'talent_role_fits',
  {
    userId: owner(),
    workRoleCode: text('work_role_code').notNull(),
    percentage: integer('percentage').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.workRoleCode] }),
    index('talent_role_fits_role_percentage_idx').on(table.workRoleCode, table.percentage.desc(), table.userId),
    // Ranking a job's candidates looks fits up by talent: the percentage rides in the index (index-only scans).
    index('talent_role_fits_user_covering_idx').on(table.userId, table.workRoleCode, table.percentage),
  ],
)
