import { z } from "zod";

/** The languages an account's e-mails are written in: the site's own. */
export const ACCOUNT_LANGUAGES = ["en", "ne"] as const;

/** The signed-in user as GET /api/auth/get-session gives it (isAdmin is decided by the server). */
export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** The language of the account's e-mails. */
  language: z.enum(ACCOUNT_LANGUAGES).optional(),
  /** E.164, set only once verified by a texted code; null until then. */
  phoneNumber: z.string().nullish(),
  phoneNumberVerified: z.boolean().nullish(),
  /** Whether texts about requests and messages go to the verified number. */
  smsNotifications: z.boolean().nullish(),
  /** An address a phone account added, waiting for its link to be opened in this account. */
  pendingEmail: z.string().nullish(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** null when signed out. */
export const SessionResponse = z
  .object({
    user: SessionUser,
    session: z.object({ id: z.string(), expiresAt: z.coerce.date() }),
  })
  .nullable();
export type SessionResponse = z.infer<typeof SessionResponse>;

export const MIN_PASSWORD_LENGTH = 8;

export const SignOutResponse = z.object({ success: z.boolean() });

/** POST /api/auth/sign-in/email: the bearer token (for `Authorization: Bearer`) and the user. */
export const SignInResponse = z.object({
  token: z.string(),
  user: z.object({ id: z.string(), email: z.string() }),
});

/** POST /api/auth/sign-up/email: no session until the e-mail is verified. */
export const SignUpResponse = z.object({
  token: z.string().nullable(),
  user: z.object({ id: z.string(), email: z.string() }),
});

/** POST /api/auth/change-password: the session that changed it gets a fresh token. */
export const PasswordChangedResponse = z.object({
  token: z.string().nullable(),
  user: z.object({ id: z.string(), email: z.string() }),
});

/** Password reset request and reset. */
export const StatusResponse = z.object({ status: z.boolean() });

/** POST /api/auth/sign-in/social: where to send the browser. */
export const OAuthStartResponse = z.object({ url: z.string(), redirect: z.boolean() });

/**
 * DELETE /api/me: the account, its store and its adoption requests. A password account confirms
 * with its password; an account made with Google (no password) types its e-mail address.
 */
export const DeleteAccountRequest = z.object({
  password: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/**
 * POST /api/verify-email: the e-mailed link's token and the password chosen at sign-up. The link
 * alone verifies nothing, so a password set by someone who never owned the address stays useless.
 */
export const VerifyEmailRequest = z.object({
  token: z.string().min(1).max(4096),
  password: z.string().min(1, "Enter the password you chose when you signed up").max(200),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

/** PUT /api/me/language: the language switch, when signed in, carries the account's e-mails along. */
export const AccountLanguageRequest = z.object({
  language: z.enum(ACCOUNT_LANGUAGES, { message: "The language is en or ne" }),
});
export type AccountLanguageRequest = z.infer<typeof AccountLanguageRequest>;

/** PUT /api/me/sms: whether texts about her requests and messages go to her verified number. */
export const SmsSettingsRequest = z.object({ enabled: z.boolean() });
export type SmsSettingsRequest = z.infer<typeof SmsSettingsRequest>;

/**
 * POST /api/me/email: an account made with a phone alone adds an e-mail address and a password;
 * the address counts once its e-mailed link is opened while signed in to this account.
 */
export const AddEmailRequest = z.object({
  email: z.string().trim().max(320).email("Enter a valid e-mail address"),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128),
});
export type AddEmailRequest = z.infer<typeof AddEmailRequest>;

/** POST /api/me/email/confirm: the token of the link e-mailed to the added address. */
export const ConfirmEmailRequest = z.object({ token: z.string().min(1).max(4096) });
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

/**
 * Addresses on the `.invalid` top-level domain can never receive mail (RFC 6761); the site's own
 * placeholder for phone accounts is one of them, so nobody may sign up with or add one.
 */
export const isReservedEmail = (email: string) => /\.invalid\.?$/i.test(email.trim());

/** POST /api/auth/phone-number/send-otp: the code is on its way. */
export const PhoneCodeSentResponse = z.object({ message: z.string() });

/** POST /api/auth/phone-number/verify: signed in (or the number added to her account). */
export const PhoneVerifiedResponse = z.object({
  status: z.boolean(),
  token: z.string().nullable(),
  user: z.object({ id: z.string() }),
});
