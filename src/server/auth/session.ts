import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../deps";
import { AppError, forbidden, unauthorized } from "../lib/errors";
import type { AppEnv } from "../lib/router";
import { createSessionLookup } from "./session-lookup";
import { trustedOrigins } from "./trusted-origins";

/** The signed-in caller, as every route sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const isBearer = (authorization: string | undefined) =>
  authorization?.slice(0, 7).toLowerCase() === "bearer ";

/**
 * A cookie is sent by the browser whichever site starts the request, so a change made
 * with the session cookie must come from our own pages: its Origin, or without one its Referer,
 * names the site. Browsers send at least one of them with every change our pages make; a change
 * with neither is not from them. Bearer tokens are not sent automatically, so a request that a
 * bearer token authenticates is not at risk.
 */
export function isCrossSite(c: Context, origins: string[]): boolean {
  const origin = c.req.header("origin");
  if (origin) return !origins.includes(origin);
  const referer = c.req.header("referer");
  if (!referer) return true;
  try {
    return !origins.includes(new URL(referer).origin);
  } catch {
    return true;
  }
}

/**
 * Reads the session once per API request; routes read `c.var.user`. A bearer token is tried
 * alone first; otherwise the cookie alone authenticates, and is then checked for cross-site use
 * whatever other headers the request carries (a browser adds Basic credentials by itself).
 */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { auth, config } = deps;
  const quickLookup = createSessionLookup(deps);
  const origins = trustedOrigins(config);

  async function betterAuthLookup(name: string, value: string): Promise<SessionUser | null> {
    const result = await auth.api.getSession({ headers: new Headers({ [name]: value }) });
    if (!result?.user) return null;
    const { id, email, name: userName, isAdmin } = result.user;
    return { id, email, name: userName, isAdmin };
  }

  return async (c, next) => {
    const authorization = c.req.header("authorization");
    const cookie = c.req.header("cookie");
    c.set("user", null);

    if (authorization && isBearer(authorization)) {
      const user =
        (await quickLookup(authorization, undefined)) ??
        (await betterAuthLookup("authorization", authorization));
      if (user) {
        c.set("user", user);
        return next();
      }
    }
    if (!cookie) return next();
    const user =
      (await quickLookup(undefined, cookie)) ?? (await betterAuthLookup("cookie", cookie));
    if (user) {
      if (UNSAFE.has(c.req.method) && isCrossSite(c, origins)) {
        throw forbidden(
          "This request came from another site and was refused",
          "CROSS_SITE_REQUEST",
        );
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

/** The caller if an admin; 401 when signed out, 403 otherwise (checked here, not only in the SPA). */
export function adminOf(c: Context<AppEnv>): SessionUser {
  const user = userOf(c);
  if (!user.isAdmin) throw new AppError(403, "Only an admin can do this", "ADMIN_ONLY");
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
