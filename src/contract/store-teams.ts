import { z } from "zod";
import { isReservedEmail } from "./accounts";
import { toNepaliMobile } from "./phone";
import { STORE_ROLES } from "./store-roles";

/**
 * A store's team (docs/product.md#a-stores-team): its members, the invitations waiting for an
 * answer, and the record of who did what. Routes in server/features/stores/team.routes.ts and
 * activity.routes.ts.
 */

/** A member's role, as the API reads and writes it. */
export const StoreRole = z.enum(STORE_ROLES);

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** The refusals of the team's forms, in words the web translates by their key. */
export const TEAM_MESSAGES = {
  oneAddress: "Give an e-mail address or a Nepali mobile number, not both",
  email: "Enter a valid e-mail address",
  phone: "Enter a Nepali mobile number (98…, 97…, 96…)",
} as const;

/** One member, as her teammates see her. */
export const StoreMember = z.object({
  user_id: z.string(),
  name: z.string(),
  role: StoreRole,
  joined_at: z.string(),
  /** True on the caller's own row. */
  is_me: z.boolean(),
});
export type StoreMember = z.infer<typeof StoreMember>;

/** An invitation not yet answered, as the store's owners see it. */
export const StoreInvitation = z.object({
  id: z.number().int(),
  role: StoreRole,
  /** The address or number it went to: one of the two is null. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type StoreInvitation = z.infer<typeof StoreInvitation>;

/** GET /api/vendors/{id}/team: every member; the open invitations for owners only (else []). */
export const TeamResponse = z.object({
  store: z.object({ id: z.number().int(), title: z.string() }),
  my_role: StoreRole,
  members: z.array(StoreMember),
  invitations: z.array(StoreInvitation),
  /** The caller's own notices from this store; `digest`: the daily list of what is due. */
  my_notices: z.object({ mail: z.boolean(), sms: z.boolean(), digest: z.boolean() }),
});
export type TeamResponse = z.infer<typeof TeamResponse>;

/** POST /api/vendors/{id}/invitations: by e-mail address or by Nepali mobile number, with a role. */
export const InviteRequest = z
  .object({
    role: StoreRole,
    email: z
      .string()
      .trim()
      .max(320)
      .email(TEAM_MESSAGES.email)
      .refine((email) => !isReservedEmail(email), TEAM_MESSAGES.email)
      .optional(),
    phone: z
      .string()
      .max(40)
      .optional()
      .transform((typed, ctx) => {
        if (typed === undefined) return undefined;
        const e164 = toNepaliMobile(typed);
        if (!e164) ctx.addIssue({ code: "custom", message: TEAM_MESSAGES.phone });
        return e164 ?? z.NEVER;
      }),
  })
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), {
    message: TEAM_MESSAGES.oneAddress,
    path: ["email"],
  });
export type InviteRequest = z.input<typeof InviteRequest>;

/** PATCH /api/vendors/{id}/members/{userId}: an owner changes a member's role. */
export const RoleChangeRequest = z.object({ role: StoreRole });

/**
 * PUT /api/vendors/{id}/members/me/notices: whether new requests and messages reach her, and
 * (when sent) whether the daily list of what is due does (docs/decisions/049-animal-records.md).
 */
export const NoticesRequest = z.object({
  mail: z.boolean(),
  sms: z.boolean(),
  digest: z.boolean().optional(),
});

/** PUT /api/me/store: the store she works for now, of those whose team she is on. */
export const ChooseStoreRequest = z.object({ store_id: z.number().int().positive() });

export const INVITATION_STATES = ["open", "expired", "used", "withdrawn"] as const;

/**
 * GET /api/invitations/{token}: what the link's page shows before she accepts. The address is
 * shown in part (s•••@example.com, 98•••••67), so she knows which account to sign in with; it
 * says nothing of whether that address has an account.
 */
export const InvitationPreview = z.object({
  store: z.object({ id: z.number().int(), title: z.string() }),
  role: StoreRole,
  state: z.enum(INVITATION_STATES),
  via: z.enum(["email", "phone"]),
  sent_to: z.string(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** POST /api/invitations/{token}/accept: she is on the team, and works for that store now. */
export const InvitationAccepted = z.object({
  store: z.object({ id: z.number().int(), title: z.string() }),
  role: StoreRole,
});

export const InvitationTokenParam = z.object({ token: z.string().min(16).max(200) });
export const MemberParam = z.object({
  id: z.coerce.number().int().positive(),
  userId: z.string().min(1).max(200),
});
export const InvitationParam = z.object({
  id: z.coerce.number().int().positive(),
  invitationId: z.coerce.number().int().positive(),
});

/** What a line of the activity records; the web words each in the reader's language. */
export const ACTIVITY_ACTIONS = [
  "request_approved",
  "request_rejected",
  "request_adopted",
  "request_returned",
  "pet_added",
  "pet_edited",
  "pet_published",
  "pet_removed",
  "message_sent",
  "fee_changed",
  "agreement_changed",
  "questions_changed",
  "store_changed",
  "member_invited",
  "member_joined",
  "member_role_changed",
  "member_removed",
  "member_left",
  "invitation_withdrawn",
  "pet_placed",
  "placement_ended",
  "intake_edited",
  "outcome_recorded",
  "record_added",
  "record_removed",
] as const;
export const ActivityAction = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof ActivityAction>;

/** One line: "Sita approved Ram's request for Kalu". Names as they were when it happened. */
export const ActivityLine = z.object({
  id: z.number().int(),
  at: z.string(),
  action: ActivityAction,
  /** Who did it; null once her account is deleted. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  pet: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  application_id: z.number().int().nullable(),
  /** The applicant's name, a member's name and role, where the action has them. */
  applicant_name: z.string().nullable(),
  member_name: z.string().nullable(),
  role: StoreRole.nullable(),
});
export type ActivityLine = z.infer<typeof ActivityLine>;

/** GET /api/vendors/{id}/activity?before=: newest first, 50 a page. */
export const ActivityQuery = z.object({ before: z.coerce.number().int().positive().optional() });
export const ActivityPage = z.object({
  lines: z.array(ActivityLine),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPage>;
