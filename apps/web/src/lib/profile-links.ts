import { pathOf } from '../config/paths'
import { NEXT_PARAM, safeReturnPath } from './return-path'

/**
 * Deep links into the talent's profile from elsewhere (the job gate, §5: "a way straight to the missing statements"):
 * the roles wizard opened at one work role's statements, and the personal data form opened at one field. Both carry
 * where to come back to after saving, kept safe like the sign-in's `next` (lib/return-path.ts).
 */
export const NICE_WIZARD_PATH = pathOf('talent_account_profile_nist_nice')
export const BASIC_DATA_PATH = pathOf('talent_account_profile_basic_data')

/** `?role=` the work role to work on, `?minimum=` the fit a job asks for in it, `?next=` where to go after saving. */
export const WIZARD_ROLE_PARAM = 'role'
export const WIZARD_MINIMUM_PARAM = 'minimum'
/** `?field=` the personal data field to scroll to and focus. */
export const FIELD_PARAM = 'field'

const WORK_ROLE_CODE = /^[A-Z]{2}-WRL-\d{3}$/

export interface WizardLink {
  workRoleCode: string
  /** The job's minimum for the role, 0–100, shown as the target in the live preview. */
  minimum?: number
  /** Where to go back to after saving: a path inside the app. */
  next?: string
}

/** `/talent/account/profile/nist-nice?role=PD-WRL-003&minimum=40&next=%2Fjobs%2F42` */
export function niceWizardLink({ workRoleCode, minimum, next }: WizardLink): string {
  const params = new URLSearchParams({ [WIZARD_ROLE_PARAM]: workRoleCode })
  if (minimum !== undefined) params.set(WIZARD_MINIMUM_PARAM, String(minimum))
  const back = safeReturnPath(next)
  if (back) params.set(NEXT_PARAM, back)
  return `${NICE_WIZARD_PATH}?${params.toString()}`
}

/** What a wizard address asks for; anything malformed is ignored, never trusted. */
export function readWizardLink(search: URLSearchParams): Partial<WizardLink> {
  const role = search.get(WIZARD_ROLE_PARAM)
  const minimumText = search.get(WIZARD_MINIMUM_PARAM)
  const minimum = minimumText !== null && /^\d{1,3}$/.test(minimumText) ? Number(minimumText) : undefined
  const next = safeReturnPath(search.get(NEXT_PARAM))
  return {
    ...(role && WORK_ROLE_CODE.test(role) ? { workRoleCode: role } : {}),
    ...(minimum !== undefined && minimum <= 100 ? { minimum } : {}),
    ...(next ? { next } : {}),
  }
}

/** `/talent/account/profile/basicData?field=clearance&next=%2Fjobs%2F42`: the form, at that field. */
export function basicDataFieldLink(field: string, next?: string): string {
  const params = new URLSearchParams({ [FIELD_PARAM]: field })
  const back = safeReturnPath(next)
  if (back) params.set(NEXT_PARAM, back)
  return `${BASIC_DATA_PATH}?${params.toString()}`
}

/** The return path of a profile deep link, when it has a safe one. */
export function readReturnPath(search: URLSearchParams): string | null {
  return safeReturnPath(search.get(NEXT_PARAM))
}
