import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { clientIp } from "../lib/client-ip";
import { CLIENT_IP_HEADER } from "./auth";
import { passwordResetRequest } from "./password-reset-request";

/**
 * better-auth's own endpoints under /api/auth. Its refusals say `message`; ours say
 * `error`: both are given, so every client reads errors one way.
 */
export function authRoutes(deps: AppDeps) {
  const { auth, config } = deps;
  return new Hono()
    .post("/request-password-reset", passwordResetRequest(deps))
    .on(["GET", "POST"], "/*", async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, clientIp(c, config.trustProxy));
      let body = c.req.method === "GET" ? undefined : await c.req.raw.arrayBuffer();
      // A bodiless POST (sign-out from a plain API client) is an empty JSON object.
      if (body && body.byteLength === 0 && !headers.get("content-type")) {
        headers.set("content-type", "application/json");
        body = new TextEncoder().encode("{}").buffer;
      }
      const response = await auth.handler(
        new Request(c.req.raw.url, { method: c.req.method, headers, body }),
      );
      if (response.status < 400) return response;
      const text = await response.text();
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not JSON: the readable message below stands in.
      }
      const error =
        typeof payload.message === "string" && payload.message
          ? payload.message
          : response.status === 429
            ? "Too many attempts. Please wait a minute and try again."
            : "The request was refused";
      const headersOut = new Headers(response.headers);
      headersOut.delete("content-length");
      // The refusal is JSON now, whatever better-auth's own answer was (a disabled path is text).
      headersOut.delete("content-type");
      // better-auth says when to retry in its own header; clients and our other 429s read this one.
      const retryAfter = response.headers.get("x-retry-after");
      if (retryAfter && !headersOut.has("retry-after")) headersOut.set("retry-after", retryAfter);
      return Response.json(
        {
          ...payload,
          error,
          code: payload.code ?? (response.status === 429 ? "TOO_MANY_REQUESTS" : "AUTH_ERROR"),
        },
        { status: response.status, headers: headersOut },
      );
    });
}
