import { redirect } from "react-router";
import type { FeatureRoute } from "../../lib/feature-routes";

/** Signing in and up, a forgotten password, and the link mailed to prove an address. */
export const accountRoutes: FeatureRoute[] = [
  {
    path: "/login",
    page: { module: "features/accounts/login-page.tsx", component: "LoginPage" },
  },
  { path: "/signUp", load: () => redirect("/login?mode=signup") },
  {
    path: "/forgot-password",
    page: { module: "features/accounts/forgot-password-page.tsx", component: "ForgotPasswordPage" },
  },
  {
    path: "/reset-password",
    page: { module: "features/accounts/reset-password-page.tsx", component: "ResetPasswordPage" },
  },
  {
    path: "/verify-email",
    page: { module: "features/accounts/verify-email-page.tsx", component: "VerifyEmailPage" },
  },
];
