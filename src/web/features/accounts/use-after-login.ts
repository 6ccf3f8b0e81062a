import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SessionUser } from "../../../contract/accounts";

/** Only paths on this site: `next=//evil.example` or a full URL would be an open redirect. */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : null;
}

/** SPEC §4: an admin goes to /admin (history replaced); others back where they came from, or home. */
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
