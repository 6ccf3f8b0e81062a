import { createRoute } from "@hono/zod-openapi";
import {
  AccountLanguageRequest,
  AddEmailRequest,
  ConfirmEmailRequest,
  DeleteAccountRequest,
  SmsSettingsRequest,
  VerifyEmailRequest,
} from "../../../contract/accounts";
import { OkResponse } from "../../../contract/stores";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { createRouter } from "../../lib/router";
import { deleteAccount } from "./delete-account";
import { addEmail, confirmAddedEmail } from "./added-email";
import { setSmsNotifications } from "./sms-settings";
import { setAccountLanguage } from "./set-language";
import { findAccountToVerify, verifyEmailWithPassword } from "./verify-email";

const deleteMe = createRoute({
  method: "delete",
  path: "/me",
  tags: ["Account"],
  security: bearer,
  summary: "Delete the caller's account, store and adoption requests; every session ends",
  middleware: [requireUser] as const,
  request: { body: jsonBody(DeleteAccountRequest) },
  responses: {
    200: json(OkResponse, "Deleted; the caller is signed out everywhere"),
    400: refusal("The password (or, without one, the e-mail address) is missing or wrong"),
    401: refusal("Not signed in"),
    403: refusal("WRONG_PASSWORD"),
    409: refusal(
      "Her store has a team but no other owner who could take it on (STORE_NEEDS_OWNER)",
    ),
    429: refusal("Too many tries this minute for this account; see Retry-After"),
  },
});

const verifyEmail = createRoute({
  method: "post",
  path: "/verify-email",
  tags: ["Account"],
  summary:
    "Verify an e-mail address with the e-mailed link's token and the sign-up password; signs in",
  request: { body: jsonBody(VerifyEmailRequest) },
  responses: {
    200: json(OkResponse, "Verified; the session cookie is set"),
    400: refusal("INVALID_TOKEN: the link is not valid or has expired"),
    403: refusal("WRONG_PASSWORD"),
    409: refusal("ALREADY_VERIFIED"),
    429: refusal("Too many password tries on this account; see Retry-After"),
  },
});

const setLanguage = createRoute({
  method: "put",
  path: "/me/language",
  tags: ["Account"],
  security: bearer,
  summary: "Set the language (en or ne) of the caller's e-mails, as the language switch does",
  middleware: [requireUser] as const,
  request: { body: jsonBody(AccountLanguageRequest) },
  responses: {
    200: json(OkResponse, "Saved; the next e-mail is in this language"),
    400: refusal("The language is not en or ne"),
    401: refusal("Not signed in"),
  },
});

const setSms = createRoute({
  method: "put",
  path: "/me/sms",
  tags: ["Account"],
  security: bearer,
  summary: "Turn texts about the caller's requests and messages on or off (codes go regardless)",
  middleware: [requireUser] as const,
  request: { body: jsonBody(SmsSettingsRequest) },
  responses: {
    200: json(OkResponse, "Saved"),
    400: refusal("`enabled` is not true or false"),
    401: refusal("Not signed in"),
  },
});

const addEmailRoute = createRoute({
  method: "post",
  path: "/me/email",
  tags: ["Account"],
  security: bearer,
  summary:
    "An account made with a phone adds an e-mail address and a password; the address counts once its e-mailed link is opened in this account",
  description:
    "The same answer whether or not another account has the address: a free address gets the link, a taken one's owner is told someone tried.",
  middleware: [requireUser] as const,
  request: { body: jsonBody(AddEmailRequest) },
  responses: {
    200: json(OkResponse, "Saved as pending; the link is on its way"),
    400: refusal("The address or the password is not valid; EMAIL_RESERVED"),
    401: refusal("Not signed in"),
    403: refusal("WRONG_PASSWORD"),
    409: refusal("EMAIL_ALREADY_SET"),
    429: refusal("Too many tries this minute; see Retry-After"),
  },
});

const confirmEmailRoute = createRoute({
  method: "post",
  path: "/me/email/confirm",
  tags: ["Account"],
  security: bearer,
  summary:
    "Confirm the address added by POST /api/me/email with its e-mailed link's token, signed in to the account that added it",
  middleware: [requireUser] as const,
  request: { body: jsonBody(ConfirmEmailRequest) },
  responses: {
    200: json(OkResponse, "The address is the account's own, verified"),
    400: refusal("INVALID_TOKEN: not valid, expired, or replaced by a newer address"),
    401: refusal("Not signed in"),
    403: refusal("EMAIL_LINK_OTHER_ACCOUNT"),
    409: refusal("ALREADY_VERIFIED or EMAIL_IN_USE (another account proved it first)"),
  },
});

/**
 * The caller's own account: deleting it, the language of its e-mails, and verifying its address
 * from the e-mailed link.
 */
export function accountRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(deleteMe, async (c) => {
      // The password check would otherwise let anyone holding a session guess the password
      // without limit: every try counts, as many a minute per account as sign-in allows per
      // address.
      await enforceRateLimit(
        c,
        deps.rateLimits,
        `delete-account:${userOf(c).id}`,
        { window: 60, max: deps.config.rateLimit.signInPerMinute },
        "Too many tries to delete your account. Please wait a minute and try again.",
      );
      await deleteAccount(deps, userOf(c), c.req.valid("json"));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(setSms, async (c) => {
      await setSmsNotifications(deps, userOf(c).id, c.req.valid("json"));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(addEmailRoute, async (c) => {
      // Each try mails someone and checks a password: tries are limited.
      await enforceRateLimit(
        c,
        deps.rateLimits,
        `add-email:${userOf(c).id}`,
        { window: 60, max: deps.config.rateLimit.signInPerMinute },
        "Too many tries. Please wait a minute and try again.",
      );
      await addEmail(deps, userOf(c), c.req.valid("json"));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(confirmEmailRoute, async (c) => {
      await confirmAddedEmail(deps, userOf(c), c.req.valid("json").token);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(setLanguage, async (c) => {
      await setAccountLanguage(deps, userOf(c).id, c.req.valid("json"));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(verifyEmail, async (c) => {
      const input = c.req.valid("json");
      const account = await findAccountToVerify(deps, input.token);
      // Password tries on one account are limited as sign-in's are.
      await enforceRateLimit(
        c,
        deps.rateLimits,
        `verify-email:${account.userId}`,
        { window: 60, max: deps.config.rateLimit.signInPerMinute },
        "Too many attempts. Please wait a minute and try again.",
      );
      const headers = await verifyEmailWithPassword(deps, account, input);
      // Verifying signs her in: as at any sign-in, the page's language is the account's.
      const language = requestLanguage(c.req.raw.headers);
      if (language) await setAccountLanguage(deps, account.userId, { language });
      for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ ok: true as const }, 200);
    });
}
