import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { safeNext } from "../../contract/text";
import { CLIENT_IP_HEADER, isAdminEmail } from "../auth/auth";
import { isCrossSite } from "../auth/session";
import { trustedOrigins } from "../auth/trusted-origins";
import type { AppDeps } from "../deps";
import { clientIp } from "../lib/client-ip";
import { forbidden } from "../lib/errors";

/** An e-mail, a password and a path: a few hundred bytes; anything much larger is no sign-in. */
const MAX_FORM_BODY = 16 * 1024;

/**
 * POST /login: the login page's forms sent as plain HTML forms, when the page's script never
 * ran (JavaScript off, or lost on a bad network; decision 045). The e-mail sign-in is sent on to
 * better-auth's own POST /api/auth/sign-in/email in-process, so its rate limits, the
 * per-account guard, the refusal of unverified addresses and its origin check all apply as for
 * the app; the response is a 303 to `next` with its cookies, or back to the form with the refusal's
 * code and the address typed (never the password). Sign-up and the phone forms need the app
 * (a code sent and typed, the terms and names checked as they are typed): they come back with
 * NEEDS_JAVASCRIPT, which the page says in the reader's language.
 */
export function loginPostRoutes(deps: AppDeps) {
  const { auth, config } = deps;
  const origins = trustedOrigins(config);
  const siteOrigin = new URL(config.publicUrl).origin;

  return new Hono().post(
    "/login",
    bodyLimit({
      maxSize: MAX_FORM_BODY,
      onError: (c) => c.json({ error: "The form is too large", code: "TOO_LARGE" }, 413),
    }),
    async (c) => {
      // Login CSRF: another site's form must not sign the visitor in to an account of its choosing.
      if (isCrossSite(c, origins)) {
        throw forbidden(
          "This request came from another site and was refused",
          "CROSS_SITE_REQUEST",
        );
      }
      const query = new URL(c.req.url).searchParams;
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const field = (name: string) => (typeof form[name] === "string" ? form[name] : "");
      const next = safeNext(field("next") || query.get("next"));
      const back = new URLSearchParams();
      if (query.get("mode") === "signup") back.set("mode", "signup");
      if (query.get("with") === "phone") back.set("with", "phone");
      if (next) back.set("next", next);
      c.header("Cache-Control", "no-store");

      if (back.has("mode") || back.has("with")) {
        back.set("error", "NEEDS_JAVASCRIPT");
        return c.redirect(`/login?${back.toString()}`, 303);
      }

      const email = field("email").trim();
      const headers = new Headers({
        "content-type": "application/json",
        // The form's own origin was checked above; better-auth checks the site's again.
        origin: siteOrigin,
        [CLIENT_IP_HEADER]: clientIp(c, config.trustProxy),
      });
      // The known-device mark (sign-in-guard.ts) rides in the visitor's cookies.
      for (const name of ["cookie", "user-agent", "accept-language"]) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const response = await auth.handler(
        new Request(new URL("/api/auth/sign-in/email", siteOrigin), {
          method: "POST",
          headers,
          body: JSON.stringify({
            email,
            password: field("password"),
            ...(next && { callbackURL: next }),
          }),
        }),
      );
      const payload = (await response.json().catch(() => ({}))) as {
        code?: unknown;
        user?: { email?: unknown };
      };
      for (const cookie of response.headers.getSetCookie()) {
        c.header("Set-Cookie", cookie, { append: true });
      }
      if (response.ok) {
        // As the app does after signing in (use-after-login.ts): an admin without `next` to /admin.
        const signedIn = typeof payload.user?.email === "string" ? payload.user.email : "";
        return c.redirect(next ?? (isAdminEmail(config, signedIn) ? "/admin" : "/"), 303);
      }
      const code =
        typeof payload.code === "string" && /^[A-Z_]+$/.test(payload.code)
          ? payload.code
          : response.status === 429
            ? "TOO_MANY_REQUESTS"
            : "AUTH_ERROR";
      back.set("error", code);
      back.set("email", email);
      return c.redirect(`/login?${back.toString()}`, 303);
    },
  );
}
