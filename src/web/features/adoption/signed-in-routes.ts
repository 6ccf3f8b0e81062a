import type { FeatureRoute } from "../../lib/feature-routes";

/** Where eSewa and Khalti send the applicant back after paying her adoption fee. */
export const adoptionRoutes: FeatureRoute[] = [
  {
    path: "/applications/:applicationId/fee/:kind/:paymentId",
    signedIn: true,
    page: { module: "features/adoption/fee-return-page.tsx", component: "FeeReturnPage" },
  },
];
