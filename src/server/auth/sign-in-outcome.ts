import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Config } from "../config";
import { triedAccount } from "./account-rules";
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE, type SignInGuard } from "./sign-in-guard";

export type Owner = { email: string; name: string; language: string };

/**
 * After a sign-in with a password (e-mail or phone): a wrong password stays counted against the
 * account (its owner is told once a day, by mail when she has a verified address, when that
 * holds it back); anything else gives its place back, and a right one marks this browser as
 * the owner's.
 */
export const signInOutcome = ({
  config,
  guard,
  findOwner,
  notify,
}: {
  config: Config;
  guard: SignInGuard;
  findOwner: (account: string) => Promise<Owner | null>;
  notify: (owner: Owner) => Promise<void>;
}) =>
  createAuthMiddleware(async (ctx) => {
    const account = triedAccount(ctx.path, ctx.body);
    if (!account) return;
    const isKnown = guard.isKnownDevice(account, ctx.getCookie(KNOWN_DEVICE_COOKIE));
    const returned = ctx.context.returned;
    if (returned instanceof APIError && returned.statusCode === 401) {
      if (isKnown || !(await guard.wrongPassword(account))) return;
      const owner = await findOwner(account);
      if (owner) await notify(owner);
      return;
    }
    if (!isKnown) await guard.notCounted(account);
    if (returned instanceof APIError) return;
    ctx.setCookie(KNOWN_DEVICE_COOKIE, guard.deviceMark(account), {
      httpOnly: true,
      sameSite: "lax",
      secure: config.publicUrl.startsWith("https://"),
      path: "/api/auth",
      maxAge: KNOWN_DEVICE_MAX_AGE,
    });
  });
