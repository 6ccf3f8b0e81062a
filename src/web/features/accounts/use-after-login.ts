import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SessionUser } from "../../../contract/accounts";
import { safeNext } from "../../../contract/text";

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
