import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SessionUser } from "../../../contract/accounts";

const SITE = "https://site.invalid";
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f\u007f]/;

/**
 * Only paths on this site, anything else an open redirect. URLs read `\` as `/` and drop tabs and
 * line breaks, so `/\evil.test` and `/%09/evil.test` would leave the site (React Router throws on
 * them); a bad percent-encoding makes it warn. Those are refused, and what is left must stay here.
 */
export function safeNext(next: string | null): string | null {
  if (!next?.startsWith("/") || BACKSLASH_OR_CONTROL.test(next)) return null;
  try {
    decodeURI(next);
    return new URL(next, SITE).origin === SITE ? next : null;
  } catch {
    return null;
  }
}

/** After login an admin goes to /admin (history replaced); others back where they came from, or home. */
export function useAfterLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  return useCallback(
    (user: Pick<SessionUser, "isAdmin">) => {
      if (user.isAdmin && !next) navigate("/admin", { replace: true });
      else navigate(next ?? "/", { replace: true });
    },
    [navigate, next],
  );
}
