import type { FeatureRoute } from "../../lib/feature-routes";

/** An approved request's adoption agreement, read and signed by both sides. */
export const agreementRoutes: FeatureRoute[] = [
  {
    path: "/applications/:applicationId/agreement",
    signedIn: true,
    page: { module: "features/agreement/agreement-page.tsx", component: "AgreementPage" },
  },
];
