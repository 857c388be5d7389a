/**
 * Every error the API answers with has one of these codes. The value is stable, snake_case, and is also the key of
 * its message in the `errors` catalog (STYLE.md §3).
 */
export const ErrorCode = {
  /** The request did not match its schema; `errors` lists each field. */
  VALIDATION_FAILED: 'validation_failed',
  /** The body was not parseable JSON or had the wrong content type. */
  BAD_REQUEST: 'bad_request',
  /** No session, or the session check failed (§8 "Not authenticated"). */
  NOT_AUTHENTICATED: 'not_authenticated',
  /** Signed in, but this kind of user may not call this route. */
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  /** No route answers this method and path. */
  ROUTE_NOT_FOUND: 'route_not_found',
  CONFLICT: 'conflict',
  /** Too many requests from this client in the window. */
  RATE_LIMITED: 'rate_limited',
  /** The path answers, but not to this method. */
  METHOD_NOT_ALLOWED: 'method_not_allowed',
  /** The server cannot answer in any format the caller accepts. */
  NOT_ACCEPTABLE: 'not_acceptable',
  /** The request body is larger than the server reads (files have their own, FILE_TOO_LARGE). */
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  /** A part of the address is longer than any real value. */
  URI_TOO_LONG: 'uri_too_long',
  /** The body's content type is not one this route reads. */
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  /** The database is not reachable (readiness). */
  SERVICE_UNAVAILABLE: 'service_unavailable',
  /** Anything unexpected; the message never says more. */
  INTERNAL: 'internal_error',

  // Accounts and sign-in (§8)
  /** Wrong e-mail or password; never says which, nor whether the e-mail exists. */
  EMAIL_OR_PASSWORD_INVALID: 'email_or_password_invalid',
  /** 5 failed sign-ins in a row; only a password reset unblocks (PRODUCT.md). */
  ACCOUNT_BLOCKED: 'account_blocked',
  /** Right password, but the activation e-mail was not followed yet. */
  ACCOUNT_NOT_ACTIVATED: 'account_not_activated',
  /** Right password, but it is older than PASSWORD_MAX_AGE_DAYS; `details.resetToken` lets the user set a new one. */
  PASSWORD_EXPIRED: 'password_expired',
  /** Two-step sign-in is on and no code was given. */
  TOTP_REQUIRED: 'totp_required',
  TOTP_INVALID: 'totp_invalid',
  EMAIL_ALREADY_REGISTERED: 'email_already_registered',
  /** The e-mail belongs to a company user (§8). */
  EMAIL_BELONGS_TO_COMPANY: 'email_belongs_to_company',
  /** An activation, reset or confirmation link that is unknown, used or expired. */
  TOKEN_INVALID: 'token_invalid',
  CURRENT_PASSWORD_INVALID: 'current_password_invalid',
  /** A cookie-authenticated change without the matching X-CSRF-Token header. */
  CSRF_INVALID: 'csrf_invalid',
  /** Deleting the account needs the account's own e-mail and password (§5). */
  DELETION_NOT_CONFIRMED: 'deletion_not_confirmed',
  /** A company's main admin cannot leave while other admin users remain. */
  MAIN_ADMIN_HAS_ADMINS: 'main_admin_has_admins',
  /** The identity provider sign-in is not configured on this server. */
  PROVIDER_NOT_CONFIGURED: 'provider_not_configured',
  /** The identity provider answered with an error, or the state did not match. */
  PROVIDER_SIGN_IN_FAILED: 'provider_sign_in_failed',

  // Talent profile (§8)
  /** The profile was saved elsewhere since this copy was read; nothing was overwritten. */
  PROFILE_VERSION_CONFLICT: 'profile_version_conflict',
  /** §8: the upload error, with tap to retry. Wrong content, unreadable image. */
  UPLOAD_FAILED: 'upload_failed',
  FILE_TOO_LARGE: 'file_too_large',
  /** §8 upload message, said precisely: the photo or logo is not a PNG or JPEG image (checked by content). */
  IMAGE_TYPE_INVALID: 'image_type_invalid',
  /** The CV is not a PDF or Word (.docx) document (checked by content). */
  DOCUMENT_TYPE_INVALID: 'document_type_invalid',
  /** A PDF that runs something when opened (JavaScript, an automatic action, a launch): refused, never stored. */
  PDF_ACTIVE_CONTENT: 'pdf_active_content',
  /** §4 CV analysis: only a failed analysis can be retried (one still processing or ready is left as it is). */
  CV_ANALYSIS_NOT_RETRYABLE: 'cv_analysis_not_retryable',
  /** The CV's suggestions can be accepted only once its analysis is ready. */
  CV_ANALYSIS_NOT_READY: 'cv_analysis_not_ready',

  // Jobs and applications (§4, §5, §8)
  /** The job was saved elsewhere since this copy was read; nothing was overwritten. */
  JOB_VERSION_CONFLICT: 'job_version_conflict',
  /** A demo company already has DEMO_JOB_POST_LIMIT published jobs (§4, §9). */
  JOB_POST_LIMIT_REACHED: 'job_post_limit_reached',
  /** The job is a draft or past its expiration date: nobody can apply. */
  JOB_NOT_OPEN: 'job_not_open',
  ALREADY_APPLIED: 'already_applied',
  /** §5: the job requires security clearance and the talent has none. */
  CLEARANCE_REQUIRED: 'clearance_required',
  /** §5: the talent is below a role's minimum percentage; GET /positions/{id}/eligibility shows the gap. */
  ROLE_MINIMUM_NOT_MET: 'role_minimum_not_met',
  /** The talent has not consented to data sharing and has not applied to one of the company's jobs. */
  TALENT_NOT_CONTACTABLE: 'talent_not_contactable',

  // Company workspace (§8)
  /** The company profile was saved elsewhere since this copy was read; nothing was overwritten. */
  COMPANY_VERSION_CONFLICT: 'company_version_conflict',
  /** §8 "error in invitation to talent": the e-mail is not an active talent account. */
  INVITATION_FAILED: 'invitation_failed',
  /** The talent is already in the team, or already invited. */
  ALREADY_IN_TEAM: 'already_in_team',

  // Career paths (§3 "Career path", §8)
  /** §8 "We have errors loading the selected career path.": unknown, or not visible to the caller. */
  CAREER_PATH_NOT_FOUND: 'career_path_not_found',
  /** Sentinela's paths are read-only; a path is edited by its talent or its company only. */
  CAREER_PATH_READ_ONLY: 'career_path_read_only',

  // Trainings (§3 "Training", §4 training progress, §8)
  /** Unknown training (or module). */
  TRAINING_NOT_FOUND: 'training_not_found',
  /** §4: progress goes not started → in progress → completed; anything else (e.g. completing an unstarted one). */
  TRAINING_PROGRESS_INVALID: 'training_progress_invalid',
  /** Statements are offered only for a completed training, and only its own ones the profile lacks. */
  TRAINING_STATEMENTS_NOT_OFFERED: 'training_statements_not_offered',

  // Content and the operator (PRODUCT.md "The platform operator", "Content")
  /** An operator must turn on two-step sign-in before anything else. */
  TWO_STEP_REQUIRED: 'two_step_required',
  /** §7 blog rule: a post not tagged "Sentinela Sessions" needs a non-empty reference (its source). */
  POST_REFERENCE_REQUIRED: 'post_reference_required',
  /** A webinar (tag 6) needs its speaker and start time. */
  WEBINAR_DETAILS_REQUIRED: 'webinar_details_required',
  /** The talent already registered for this session. */
  ALREADY_REGISTERED_WEBINAR: 'already_registered_webinar',
  /** The session has already started: registration is closed. */
  WEBINAR_REGISTRATION_CLOSED: 'webinar_registration_closed',

  // Teacher awards (§4, §5, PRODUCT.md "Awards")
  /** Unknown edition. */
  AWARD_EDITION_NOT_FOUND: 'award_edition_not_found',
  /** Unknown nominee, or not published (pending and rejected nominees are never shown, §4). */
  AWARD_NOMINEE_NOT_FOUND: 'award_nominee_not_found',
  /** §4 "nominations are closed": the edition is not in its nominations phase. */
  AWARD_NOMINATIONS_CLOSED: 'award_nominations_closed',
  /** §4 "voting is closed": the edition is not in its voting phase. */
  AWARD_VOTING_CLOSED: 'award_voting_closed',
  /** One vote per talent per edition. */
  AWARD_ALREADY_VOTED: 'award_already_voted',
  /** The referral code is unknown, already used, or expired. */
  AWARD_CODE_INVALID: 'award_code_invalid',
  /** An edition of this country and year already exists. */
  AWARD_EDITION_EXISTS: 'award_edition_exists',
  /** The proof of experience is not a PDF or a PNG/JPEG image (by content). */
  AWARD_PROOF_INVALID: 'award_proof_invalid',
  /** The nomination was already approved or rejected. */
  AWARD_ALREADY_REVIEWED: 'award_already_reviewed',
  /** The edition's dates do not follow each other (nominations open < close ≤ voting opens < closes). */
  AWARD_DATES_INVALID: 'award_dates_invalid',
  /** This teacher (by e-mail) is already nominated in the edition. */
  AWARD_ALREADY_NOMINATED: 'award_already_nominated',
  /** A user nominates at most AWARD_NOMINATIONS_PER_USER teachers per edition (no flood of e-mails to strangers). */
  AWARD_NOMINATION_LIMIT: 'award_nomination_limit',

  // Role-discovery quiz (§4, §5)
  /** §5: a question was left without an answer. */
  QUIZ_ANSWER_REQUIRED: 'quiz_answer_required',
  /** §5: a multi-choice question needs at least one option. */
  QUIZ_CHOOSE_AT_LEAST_ONE: 'quiz_choose_at_least_one',
  /** Results need every question answered; `details.attribute` names the first one left. */
  QUIZ_INCOMPLETE: 'quiz_incomplete',
  /** A finished attempt's answers are kept as they were; a new attempt re-takes the quiz. */
  QUIZ_ATTEMPT_FINISHED: 'quiz_attempt_finished',
  /** Everything the results suggest is already in the profile (or the profile has no room for it). */
  QUIZ_NOTHING_TO_ADD: 'quiz_nothing_to_add',
  // Plans and billing (#16). A plan refusal names the feature; `details.feature` and `details.plan` say which
  // feature and the plan in force, so a screen can offer the upgrade.
  /** The plan's platform users (main admin included) are all taken. */
  PLAN_USERS_LIMIT: 'plan_users_limit',
  /** The plan's talent contacts for this month are used up (or the plan has none). */
  PLAN_CONTACT_LIMIT: 'plan_contact_limit',
  /** Top talent with names needs a paid plan (Demo sees a preview: fit only). */
  PLAN_TOP_TALENT_REQUIRED: 'plan_top_talent_required',
  PLAN_RECOMMENDED_TALENT_REQUIRED: 'plan_recommended_talent_required',
  PLAN_SOFT_SKILL_REQUIRED: 'plan_soft_skill_required',
  PLAN_HARD_SKILL_REQUIRED: 'plan_hard_skill_required',
  PLAN_TRAIN_TALENT_REQUIRED: 'plan_train_talent_required',
  PLAN_CAREER_DEVELOPMENT_REQUIRED: 'plan_career_development_required',
  /** The company already has a live subscription: change its plan instead. */
  SUBSCRIPTION_EXISTS: 'subscription_exists',
  /** No live subscription to change or cancel. */
  SUBSCRIPTION_NOT_FOUND: 'subscription_not_found',
  /** The subscription already has this plan and period. */
  PLAN_UNCHANGED: 'plan_unchanged',
  /** The checkout is unknown, finished or expired. */
  CHECKOUT_NOT_FOUND: 'checkout_not_found',
  /** The (demo) card was declined; nothing was charged. */
  CARD_DECLINED: 'card_declined',
  /** A webhook call whose signature does not verify: nothing is changed. */
  WEBHOOK_SIGNATURE_INVALID: 'webhook_signature_invalid',
  // AI search and agents (#18).
  AI_AGENT_NOT_FOUND: 'ai_agent_not_found',
  /** No model is configured (AI_BASE_URL), so there is nothing to narrate: the built-in answer stands. */
  AI_MODEL_UNAVAILABLE: 'ai_model_unavailable',
  /** Personal data goes to a model only after the user agreed in the agent's page. */
  AI_CONSENT_REQUIRED: 'ai_consent_required',
  /** The question is not one of the role's task statements. */
  INTERVIEW_QUESTION_NOT_FOUND: 'interview_question_not_found',
  /** The talent has not applied to this job of the company. */
  CANDIDATE_NOT_FOUND: 'candidate_not_found',
  // Résumé builder and documents (#20).
  /** An uploaded document is over its own limit ({{limit}} MB): a certification proof, an import file. */
  DOCUMENT_TOO_LARGE: 'document_too_large',
  /** The import is neither a JSON Resume file nor a LinkedIn data export ZIP (or cannot be read as one). */
  RESUME_IMPORT_INVALID: 'resume_import_invalid',
  /** The ZIP holds more files, or unpacks to more bytes, than an export ever does (a zip bomb): nothing is read. */
  RESUME_IMPORT_TOO_LARGE: 'resume_import_too_large',
  /** The import was read but holds nothing the profile takes (no positions, schools, certifications, languages). */
  RESUME_IMPORT_EMPTY: 'resume_import_empty',
  /** A certification proof must be a PDF or a PNG/JPEG image, by content. */
  CERTIFICATION_PROOF_INVALID: 'certification_proof_invalid',
  /** The certification is not one of the talent's own. */
  CERTIFICATION_NOT_FOUND: 'certification_not_found',
  /** No such document for this caller (another talent's, or a company the profile is not shared with). */
  DOCUMENT_NOT_FOUND: 'document_not_found',
  // Projects, activity and the talent dashboard (#20).
  /** The talent already keeps PROJECTS_PER_TALENT_MAX projects. */
  PROJECT_LIMIT: 'project_limit',
  /** No project of the signed-in talent has this id. */
  PROJECT_NOT_FOUND: 'project_not_found',
  /** The activity page's cursor was not one the API handed out. */
  ACTIVITY_CURSOR_INVALID: 'activity_cursor_invalid',
  // Connections and messages (#20).
  /** The talent blocked this company: it can neither contact them nor write in their thread. */
  MESSAGES_BLOCKED_BY_TALENT: 'messages_blocked_by_talent',
  /** The talent writes to a company they blocked: unblocking comes first. */
  MESSAGES_COMPANY_BLOCKED: 'messages_company_blocked',
  // Job alerts and the data export (#20).
  /** The talent already keeps JOB_ALERTS_MAX alerts. */
  JOB_ALERT_LIMIT: 'job_alert_limit',
  /** An unsubscribe link whose signature does not verify, or whose alert is gone. */
  UNSUBSCRIBE_LINK_INVALID: 'unsubscribe_link_invalid',
  /** An archive of the talent's data is already being built. */
  DATA_EXPORT_IN_PROGRESS: 'data_export_in_progress',
  /** DATA_EXPORTS_PER_DAY requests in 24 hours. */
  DATA_EXPORT_DAILY_LIMIT: 'data_export_daily_limit',
  /** The download link is unknown, not the signed-in talent's, or older than 24 hours. */
  DATA_EXPORT_LINK_INVALID: 'data_export_link_invalid',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  not_authenticated: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  rate_limited: 429,
  method_not_allowed: 405,
  not_acceptable: 406,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  service_unavailable: 503,
  internal_error: 500,
  email_or_password_invalid: 401,
  account_blocked: 423,
  account_not_activated: 403,
  password_expired: 403,
  totp_required: 401,
  totp_invalid: 401,
  email_already_registered: 409,
  email_belongs_to_company: 409,
  token_invalid: 400,
  current_password_invalid: 400,
  csrf_invalid: 403,
  deletion_not_confirmed: 400,
  main_admin_has_admins: 409,
  provider_not_configured: 404,
  provider_sign_in_failed: 400,
  profile_version_conflict: 409,
  upload_failed: 400,
  file_too_large: 413,
  image_type_invalid: 400,
  document_type_invalid: 400,
  pdf_active_content: 400,
  cv_analysis_not_retryable: 409,
  cv_analysis_not_ready: 409,
  job_version_conflict: 409,
  job_post_limit_reached: 403,
  job_not_open: 409,
  already_applied: 409,
  clearance_required: 403,
  role_minimum_not_met: 403,
  talent_not_contactable: 403,
  company_version_conflict: 409,
  invitation_failed: 400,
  already_in_team: 409,
  career_path_not_found: 404,
  career_path_read_only: 403,
  training_not_found: 404,
  training_progress_invalid: 409,
  training_statements_not_offered: 409,
  two_step_required: 403,
  post_reference_required: 400,
  webinar_details_required: 400,
  already_registered_webinar: 409,
  webinar_registration_closed: 409,
  quiz_answer_required: 400,
  quiz_choose_at_least_one: 400,
  quiz_incomplete: 409,
  quiz_attempt_finished: 409,
  quiz_nothing_to_add: 409,
  award_edition_not_found: 404,
  award_nominee_not_found: 404,
  award_nominations_closed: 409,
  award_voting_closed: 409,
  award_already_voted: 409,
  award_code_invalid: 400,
  award_edition_exists: 409,
  award_proof_invalid: 400,
  award_already_reviewed: 409,
  award_dates_invalid: 400,
  award_already_nominated: 409,
  award_nomination_limit: 429,
  plan_users_limit: 403,
  plan_contact_limit: 403,
  plan_top_talent_required: 403,
  plan_recommended_talent_required: 403,
  plan_soft_skill_required: 403,
  plan_hard_skill_required: 403,
  plan_train_talent_required: 403,
  plan_career_development_required: 403,
  subscription_exists: 409,
  subscription_not_found: 404,
  plan_unchanged: 409,
  checkout_not_found: 404,
  card_declined: 402,
  webhook_signature_invalid: 400,
  ai_agent_not_found: 404,
  ai_model_unavailable: 409,
  ai_consent_required: 400,
  interview_question_not_found: 404,
  candidate_not_found: 404,
  // Résumé builder and documents (#20).
  document_too_large: 413,
  resume_import_invalid: 400,
  resume_import_too_large: 413,
  resume_import_empty: 400,
  certification_proof_invalid: 400,
  certification_not_found: 404,
  document_not_found: 404,
  // Projects, activity and the talent dashboard (#20).
  project_limit: 409,
  project_not_found: 404,
  activity_cursor_invalid: 400,
  // Connections and messages (#20).
  messages_blocked_by_talent: 403,
  messages_company_blocked: 409,
  // Job alerts and the data export (#20).
  job_alert_limit: 409,
  unsubscribe_link_invalid: 404,
  data_export_in_progress: 409,
  data_export_daily_limit: 429,
  data_export_link_invalid: 410,
}
