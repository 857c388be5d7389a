import { z } from 'zod'
import { EmailSchema } from './credentials'
import { IdSchema } from './common'

/**
 * §3 "Cyber team member", §4 cyber team link states, §7 Employees calls for the team.
 *
 * Calls (all under /api):
 * - company: POST /employees/jointTalent (invite a talent by e-mail: pending), GET /companies/companyTalents/{companyId}
 *   (the team, with who left and when), DELETE /employees/talent/{linkId} (remove a member)
 * - talent: GET /employees/relations (my companies), POST /employees/confirmTalentLink (accept or decline),
 *   POST /employees/UpdatePublicCompanyTalentProfile (public or private for that company),
 *   DELETE /employees/unlinkCompany/{companyId} (leave; the company is told)
 */

export const TEAM_LINK_STATUSES = ['pending', 'active', 'declined', 'unlinked', 'removed'] as const
export const TeamLinkStatusSchema = z.enum(TEAM_LINK_STATUSES)
export type TeamLinkStatus = z.infer<typeof TeamLinkStatusSchema>

/** §5: every field of a company invitation is mandatory. */
export const InviteTalentSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'required').max(80, 'too_long'),
  lastName: z.string().trim().min(1, 'required').max(80, 'too_long'),
  email: EmailSchema,
})
export type InviteTalentInput = z.input<typeof InviteTalentSchema>

export const ConfirmTalentLinkSchema = z.strictObject({
  linkId: IdSchema,
  accept: z.boolean(),
})

export const UpdatePublicProfileSchema = z.strictObject({
  linkId: IdSchema,
  publicProfile: z.boolean(),
})

/** A member's best NICE roles, shown only while the member keeps the profile public (PRODUCT.md). */
export const MemberRoleSchema = z.object({ workRoleCode: z.string(), name: z.string(), percentage: z.number().int() })

/** GET /companies/companyTalents/{id}: one link as the company sees it. */
export const TeamMemberSchema = z.object({
  linkId: z.number().int(),
  talentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: TeamLinkStatusSchema,
  /** §3 publicEmployee. Profile details below are null while private. */
  publicProfile: z.boolean(),
  currentJobTitle: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  photoUrl: z.string().nullable(),
  bestRoles: z.array(MemberRoleSchema),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** When the talent declined, left or was removed. */
  endedAt: z.string().nullable(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/** GET /employees/relations: one company link as the talent sees it. */
export const TalentRelationSchema = z.object({
  linkId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  status: TeamLinkStatusSchema,
  publicProfile: z.boolean(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
})
export type TalentRelation = z.infer<typeof TalentRelationSchema>
