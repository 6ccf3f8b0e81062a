import type { FeatureRoute } from "../../lib/feature-routes";

/** The site's own pages: about, blogs, contact, events, how to adopt, questions. */
export const contentRoutes: FeatureRoute[] = [
  { path: "/aboutus", page: { module: "features/content/about-page.tsx", component: "AboutPage" } },
  {
    path: "/fullblogs",
    page: { module: "features/content/blogs-page.tsx", component: "BlogsPage" },
  },
  {
    path: "/contactus",
    page: { module: "features/content/contact-page.tsx", component: "ContactPage" },
  },
  {
    path: "/events",
    page: { module: "features/content/events-page.tsx", component: "EventsPage" },
  },
  {
    path: "/howtoadopt",
    page: { module: "features/content/how-to-adopt-page.tsx", component: "HowToAdoptPage" },
  },
  { path: "/faq", page: { module: "features/content/faq-page.tsx", component: "FaqPage" } },
];
