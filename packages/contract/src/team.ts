// The team of a company (spec working areas §2 Team, §3 Installer payload, §5 Add and edit installer, §6, §9).
// GET /v2/installer/user?page=&limit= · POST /v1/installer/user · GET /v1/installer/user/{uuid}
// PUT /v1/installer/user/{uuid} (edit; the spec leaves the path open: decision 0065) · DELETE /v1/installer/user/{uuid}
// GET /v1/installer/user/{uuid}/resend (the invitation again)
import { z } from 'zod';
import { pageMetaSchema, pageQuerySchema } from './common.ts';
import { limits, pageSizes, roles } from './constants.ts';
import { emailSchema, messages, personNameSchema } from './validators.ts';

export const teamMessages = {
  /** The region's team is full (Poland: 1 owner + 10 installers). */
  limitReached: 'validation.teamLimit',
  /** The own account cannot be deleted from the team. */
  ownAccount: 'validation.teamOwnAccount',
  /** Only installers are edited, resent and deleted here; an owner-type member is not. */
  notInstaller: 'validation.teamNotInstaller',
} as const;

/** How many members of each kind a region's team may hold; null = unlimited (spec §6: only Poland has a limit). */
export function teamLimitFor(regionId: number): { owners: number; installers: number } | null {
  return regionId === 1 ? limits.teamLimitPL : null;
}

export const teamMemberSchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  /** E.164 */
  phone: z.string().nullable(),
  role: z.object({ id: z.number().int() }),
  avatar: z.string().nullable(),
  last_active_at: z.iso.datetime().nullable(),
  /** Whether the member has ever signed in (else the invitation is still open). */
  invitation_pending: z.boolean(),
  created_at: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.team),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

export const teamListSchema = z.object({
  data: z.array(teamMemberSchema),
  meta: pageMetaSchema.extend({
    /** The region's limit and how many members there are, so the add button can be disabled. */
    limit: z.object({ owners: z.number().int(), installers: z.number().int() }).nullable(),
    installers: z.number().int(),
    owners: z.number().int(),
    can_add: z.boolean(),
  }),
});
export type TeamList = z.infer<typeof teamListSchema>;

/**
 * The installer payload: name and surname (required, no digits), phone valid for the caller's region (sent as the
 * national number; the server checks it against the region's calling code: 'Invalid phone number.'), and optionally
 * an email for an invitation by email too.
 */
export const installerBodySchema = z.object({
  name: personNameSchema,
  surname: personNameSchema,
  phone: z.string().trim().min(1, messages.required).max(32),
  email: emailSchema.nullable().optional(),
});
export type InstallerBody = z.infer<typeof installerBodySchema>;

export const invitationSchema = z.object({
  /** Channels the invitation went out by. */
  sent: z.array(z.enum(['sms', 'email'])),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const installerRole = roles.installer;
