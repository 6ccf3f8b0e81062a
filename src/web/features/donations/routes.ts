import type { FeatureRoute } from "../../lib/feature-routes";

const returnPage = {
  module: "features/donations/donation-return-page.tsx",
  component: "DonationReturnPage",
};

/** Giving, and where eSewa and Khalti send the donor back (success/return and eSewa's failure). */
export const donationRoutes: FeatureRoute[] = [
  {
    path: "/donate",
    page: { module: "features/donations/donate-page.tsx", component: "DonatePage" },
  },
  { path: "/donate/return/:id", page: returnPage },
  { path: "/donate/cancelled/:id", page: returnPage },
];
