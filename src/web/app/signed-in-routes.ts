import { accountSignedInRoutes } from "../features/accounts/signed-in-routes";
import { adminRoutes } from "../features/admin/signed-in-routes";
import { adoptionRoutes } from "../features/adoption/signed-in-routes";
import { agreementRoutes } from "../features/agreement/signed-in-routes";
import { communityDogRoutes } from "../features/community-dogs/signed-in-routes";
import { conversationRoutes } from "../features/conversations/signed-in-routes";
import { figuresRoutes } from "../features/figures/signed-in-routes";
import { fosterRoutes } from "../features/fosters/signed-in-routes";
import { lostFoundSignedInRoutes } from "../features/lost-found/signed-in-routes";
import { recordRoutes } from "../features/records/signed-in-routes";
import { tagSignedInRoutes } from "../features/tags/signed-in-routes";
import { teamSignedInRoutes } from "../features/team/signed-in-routes";
import type { RouteTable } from "../lib/feature-routes";
import { signedInComposedRoutes } from "./routes/signed-in-composed-routes";

/**
 * The signed-in areas' pages (the dashboard, the admin's): the server renders them like any
 * page, and the browser loads this table when a path no public page takes is first opened
 * (signed-in-pages.ts), so a first view does not carry their entries.
 */
export const signedInPages: RouteTable = {
  routes: [
    ...accountSignedInRoutes,
    ...signedInComposedRoutes,
    ...teamSignedInRoutes,
    ...figuresRoutes,
    ...fosterRoutes,
    ...recordRoutes,
    ...lostFoundSignedInRoutes,
    ...communityDogRoutes,
    ...tagSignedInRoutes,
    ...agreementRoutes,
    ...adoptionRoutes,
    ...conversationRoutes,
    ...adminRoutes,
  ],
  // The pages app/routes.tsx's list leaves out.
  modules: import.meta.glob<Record<string, unknown>>([
    "../features/{admin,adoption,agreement,community-dogs,conversations,figures,fosters,records}/*-page.tsx",
    "!../features/fosters/animal-page.tsx",
    "../features/accounts/confirm-email-page.tsx",
    "../features/lost-found/match-page.tsx",
    "../features/tags/print-tags-page.tsx",
    "../features/team/{team,activity}-page.tsx",
    "./routes/{dashboard,animal,admin-donations,admin-figures}-route.tsx",
  ]),
};
