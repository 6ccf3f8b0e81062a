import { apiFetch } from "../../../lib/http";

/**
 * POST /api/auth/sign-in/social: starts Google's OAuth round trip; the browser leaves the site
 * and comes back to `next`.
 */
export async function startGoogleSignIn(next: string) {
  // The generic OIDC provider is registered as a social provider named "google".
  const { url } = await apiFetch("POST /auth/sign-in/social", {
    json: {
      provider: "google",
      callbackURL: `/login?next=${encodeURIComponent(next)}`,
      errorCallbackURL: "/login?error=google",
    },
  });
  window.location.assign(url);
}
