import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SessionUser } from "../../../contract/accounts";
import { isSitePath } from "../../../contract/text";

/** The login page's `next`, when it is a path on this site (isSitePath); otherwise none. */
export function safeNext(next: string | null): string | null {
  return next !== null && isSitePath(next) ? next : null;
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
