import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../deps";
import { AppError, forbidden, unauthorized } from "../lib/errors";
import type { AppEnv } from "../lib/router";
import { createSessionLookup } from "./session-lookup";

/** The signed-in caller, as every route sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A cookie is sent by the browser whichever site starts the request, so a change made
 * with the session cookie must come from our own pages. Bearer tokens are not sent
 * automatically, so requests carrying one are not at risk.
 */
function isCrossSite(c: Context, publicUrl: string): boolean {
  const origin = c.req.header("origin");
  if (origin) return origin !== publicUrl && origin !== new URL(c.req.url).origin;
  return c.req.header("sec-fetch-site") === "cross-site";
}

/** Reads the session (cookie or bearer) once per API request; routes read `c.var.user`. */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { auth, config } = deps;
  const quickLookup = createSessionLookup(deps);

  async function betterAuthLookup(headers: Headers): Promise<SessionUser | null> {
    const result = await auth.api.getSession({ headers });
    if (!result?.user) return null;
    const { id, email, name, isAdmin } = result.user;
    return { id, email, name, isAdmin };
  }

  return async (c, next) => {
    const authorization = c.req.header("authorization");
    const cookie = c.req.header("cookie");
    c.set("user", null);
    if (!authorization && !cookie) return next();

    const user =
      (await quickLookup(authorization, cookie)) ?? (await betterAuthLookup(c.req.raw.headers));
    if (user) {
      if (!authorization && UNSAFE.has(c.req.method) && isCrossSite(c, config.publicUrl)) {
        throw forbidden("This request came from another site and was refused");
      }
      c.set("user", user);
    }
    return next();
  };
}

/** The caller, or 401 'Not logged in'. */
export function userOf(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

/** The caller if an admin; 401 when signed out, 403 otherwise (SPEC §6, enforced here). */
export function adminOf(c: Context<AppEnv>): SessionUser {
  const user = userOf(c);
  if (!user.isAdmin) throw new AppError(403, "Only an admin can do this");
  return user;
}

/** Route middleware for signed-in routes: 401 before the handler runs. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  userOf(c);
  await next();
};

/** Route middleware for admin routes: 401 or 403 before the handler runs. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  adminOf(c);
  await next();
};
