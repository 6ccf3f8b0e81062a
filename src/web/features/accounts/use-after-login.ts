import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SessionUser } from "../../../contract/accounts";
import { isSitePath } from "../../../contract/text";

// better-auth refuses a callbackURL whose path holds an encoded slash or backslash, or a C1
// control character: a sign-in carrying such a `next` would fail, so it is no `next` at all.
const ENCODED_SEPARATOR = /%2f|%5c/i;
const C1_CONTROLS = /[\u0080-\u009f]/;

/** The login page's `next`, when it is a path on this site (isSitePath); otherwise none. */
export function safeNext(next: string | null): string | null {
  if (next === null || !isSitePath(next) || C1_CONTROLS.test(next)) return null;
  return ENCODED_SEPARATOR.test(next.split(/[?#]/)[0]!) ? null : next;
}

/** The page's `?next=`, checked (safeNext): where sign-in, sign-up and verifying lead back to. */
export function useNext(): string | null {
  const [params] = useSearchParams();
  return safeNext(params.get("next"));
}

/** `path` with `next` added to its query, when there is one. */
export function withNext(path: string, next: string | null): string {
  if (!next) return path;
  return `${path}${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(next)}`;
}

/** After login an admin goes to /admin (history replaced); others back where they came from, or home. */
export function useAfterLogin() {
  const navigate = useNavigate();
  const next = useNext();
  return useCallback(
    (user: Pick<SessionUser, "isAdmin">) => {
      if (user.isAdmin && !next) navigate("/admin", { replace: true });
      else navigate(next ?? "/", { replace: true });
    },
    [navigate, next],
  );
}
