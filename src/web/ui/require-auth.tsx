import { Center, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation, useNavigation } from "react-router";
import { useSession } from "../lib/api/session";

/** Signed-in pages: a signed-out visitor goes to /login and comes back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  // A page being left (signing out, deleting the account) does not send anyone to log in.
  const isLeaving = useNavigation().state !== "idle";
  if (isPending || (!user && isLeaving)) {
    return (
      <Center py={120}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!user) {
    const next = location.pathname + location.search;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
