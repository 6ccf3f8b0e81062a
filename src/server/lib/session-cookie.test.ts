import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "./session-cookie";

describe("hasSessionCookie", () => {
  it.each([
    "better-auth.session_token=v",
    "__Secure-better-auth.session_token=v",
    "sathi.lang=ne; better-auth.session_token=v",
    "better-auth.session_token =v",
    "sathi.lang=ne;\tbetter-auth.session_token\t=v",
    " better-auth.session_token=v",
  ])("sees the session better-auth would read in %j", (cookie) => {
    expect(hasSessionCookie(cookie)).toBe(true);
  });

  it.each([
    undefined,
    "",
    "sathi.lang=ne",
    "xbetter-auth.session_token=v",
    "better-auth.session_token_x=v",
    "better-auth.session_token",
  ])("sees none in %j", (cookie) => {
    expect(hasSessionCookie(cookie)).toBe(false);
  });
});
