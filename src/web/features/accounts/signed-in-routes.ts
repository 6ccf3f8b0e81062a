import type { FeatureRoute } from "../../lib/feature-routes";

/** The link mailed to prove an address added to an account, opened signed in. */
export const accountSignedInRoutes: FeatureRoute[] = [
  {
    path: "/confirm-email",
    signedIn: true,
    page: { module: "features/accounts/confirm-email-page.tsx", component: "ConfirmEmailPage" },
  },
];
