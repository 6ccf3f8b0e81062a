import { z } from "zod";

/** The signed-in user as GET /api/auth/get-session gives it (isAdmin is decided by the server). */
export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
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
