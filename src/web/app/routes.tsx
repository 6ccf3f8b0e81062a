import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { isNotFound, petQuery, similarPetsQuery } from "../features/catalogue/api/get-pet";
import {
  isStoreMissing,
  storePetsSearch,
  storeProfileQuery,
} from "../features/stores/api/get-store-profile";
import { pageOf } from "../features/stores/store-page-number";
import { filtersToSearch, parseFilters } from "../features/catalogue/use-pet-filters";
import { RECENT_PETS_SEARCH } from "../features/home/recently-listed";
import { HomePage } from "../features/home/home-page";
import { categoriesQuery } from "../lib/api/categories";
import { petsQuery } from "../lib/api/pets";
import { sessionQuery } from "../lib/api/session";
import { loadWords } from "../i18n";
import { ErrorPage } from "../ui/error-page";
import { Layout } from "./layout";

/**
 * Every page module, by its path under src/web. A page's code loads only when it is visited, so
 * visitors never download admin or store code; the server renderer finds a page's stylesheets
 * and scripts in the build manifest by the same path (`handle.module`).
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  "../features/*/*-page.tsx",
  "./routes/*-route.tsx",
  // The home page is in the first bundle: it is where most visits begin.
  "!../features/home/home-page.tsx",
]);

export interface RouteHandle {
  /** The page's module, relative to src/web, as the build manifest names it. */
  module?: string;
  /**
   * The page's code without its words: what the browser loads before hydrating a page the
   * server rendered, whose words came with it (`lazy` loads both, for a navigation).
   */
  loadCode?: () => Promise<Pick<RouteObject, "Component" | "ErrorBoundary">>;
}

/**
 * A lazily loaded page: its module (relative to src/web), the component it exports, the
 * namespaces of words it reads (its feature's, unless told), and the component it shows when
 * its loader finds nothing (the app's error page otherwise). Code and words load together.
 * A page is drawn inside Mantine's provider unless it is `plain`: a page a visitor sees first,
 * drawn without Mantine (docs/decisions/043-first-view-without-mantine.md).
 */
function page(
  module: string,
  component: string,
  {
    words,
    errorComponent,
    plain = false,
  }: { words?: string[]; errorComponent?: string; plain?: boolean } = {},
): Pick<RouteObject, "lazy" | "handle"> {
  const load = pageModules[`../${module}`] ?? pageModules[`./${module.replace(/^app\//, "")}`];
  if (!load) throw new Error(`No page module ${module}`);
  const namespaces = ["common", ...(words ?? [/^features\/([\w-]+)\//.exec(module)![1]!])];
  const loadCode = async () => {
    const [loaded, mantine] = await Promise.all([
      load(),
      plain ? undefined : import("../ui/mantine-area"),
    ]);
    // A page drawn with Mantine brings Mantine's provider with its code.
    const wrap = (Page: ComponentType): ComponentType =>
      mantine
        ? function PageWithMantine() {
            return (
              <mantine.MantineArea>
                <Page />
              </mantine.MantineArea>
            );
          }
        : Page;
    return {
      Component: wrap(loaded[component] as ComponentType),
      ...(errorComponent && { ErrorBoundary: wrap(loaded[errorComponent] as ComponentType) }),
    };
  };
  return {
    handle: { module, loadCode } satisfies RouteHandle,
    lazy: async () => (await Promise.all([loadCode(), loadWords(namespaces)]))[0],
  };
}

const notFound = () => data(null, { status: 404 });

/**
 * Loaders fill the query cache before a page renders: on the server, so the HTML holds the
 * data (docs/decisions/034-server-rendering.md); in the browser, so a navigation fetches a
 * page's code and data at once and the progress bar shows the wait.
 * `queryClientOf` gives the query client of the page being loaded: the browser has one, the
 * server makes its routes once and renders each page with a client of its own.
 */
export function createRoutes(queryClientOf: () => QueryClient): RouteObject[] {
  const petsLoader = ({ request }: LoaderFunctionArgs) => {
    const search = filtersToSearch(parseFilters(new URL(request.url).searchParams));
    // A failed read is not the page's failure: the page shows it with a way to try again.
    return Promise.all([
      queryClientOf().prefetchQuery(petsQuery(search)),
      queryClientOf().prefetchQuery(categoriesQuery),
    ]).then(() => null);
  };
  const petLoader = async ({ params }: LoaderFunctionArgs) => {
    const petId = params.petId ?? "";
    const [pet] = await Promise.allSettled([
      queryClientOf().ensureQueryData(petQuery(petId)),
      // Read alongside the pet, so the HTML holds them; a failed read only leaves them out.
      queryClientOf().prefetchQuery(similarPetsQuery(petId)),
    ]);
    // An unknown, malformed or unpublished pet is a missing page, for people and search engines.
    if (pet.status === "rejected" && isNotFound(pet.reason)) throw notFound();
    // Any other failure the page shows, with a way to try again.
    return null;
  };

  const storeLoader = async ({ params, request }: LoaderFunctionArgs) => {
    const storeId = params.storeId ?? "";
    const page = pageOf(new URL(request.url).searchParams.get("page"));
    const [store] = await Promise.allSettled([
      queryClientOf().ensureQueryData(storeProfileQuery(storeId)),
      queryClientOf().prefetchQuery(petsQuery(storePetsSearch(storeId, page))),
    ]);
    // An unknown or pending store is a missing page, as an unlisted pet is.
    if (store.status === "rejected" && isStoreMissing(store.reason)) throw notFound();
    return null;
  };

  // Signed-in pages: a visitor known to be signed out goes to /login and comes back afterwards
  // (RequireAuth does the same in the page, should the session end while it is open).
  const signedIn = async ({ request }: LoaderFunctionArgs) => {
    const session = await queryClientOf()
      .ensureQueryData(sessionQuery)
      .catch(() => undefined);
    if (session === null) {
      const { pathname, search } = new URL(request.url);
      throw redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
    }
    return null;
  };

  // Paths match case-insensitively (React Router's default), so /aboutUs and /aboutus are one page.
  return [
    {
      element: <Layout />,
      children: [
        {
          // Inside the layout: a missing page keeps the header and footer.
          errorElement: <ErrorPage />,
          children: [
            {
              path: "/",
              element: <HomePage />,
              // The home page is in the first bundle, but its words are not (decision 034).
              loader: () =>
                Promise.all([
                  queryClientOf().prefetchQuery(petsQuery(RECENT_PETS_SEARCH)),
                  loadWords(["common", "home", "catalogue", "profile"]),
                ]).then(() => null),
            },
            { path: "/login", ...page("features/accounts/login-page.tsx", "LoginPage") },
            { path: "/signUp", loader: () => redirect("/login?mode=signup") },
            {
              path: "/forgot-password",
              ...page("features/accounts/forgot-password-page.tsx", "ForgotPasswordPage"),
            },
            {
              path: "/reset-password",
              ...page("features/accounts/reset-password-page.tsx", "ResetPasswordPage"),
            },
            {
              path: "/verify-email",
              ...page("features/accounts/verify-email-page.tsx", "VerifyEmailPage"),
            },
            {
              path: "/confirm-email",
              loader: signedIn,
              ...page("features/accounts/confirm-email-page.tsx", "ConfirmEmailPage"),
            },
            {
              path: "/pets",
              loader: petsLoader,
              ...page("app/routes/pets-route.tsx", "PetsRoute", {
                words: ["catalogue", "profile"],
                plain: true,
              }),
            },
            {
              path: "/pets/new",
              loader: signedIn,
              ...page("features/stores/new-pet-page.tsx", "NewPetPage", {
                words: ["stores", "profile", "catalogue"],
              }),
            },
            {
              path: "/pets/:petId",
              loader: petLoader,
              ...page("app/routes/pet-route.tsx", "PetRoute", {
                words: [
                  "catalogue",
                  "profile",
                  "adoption",
                  "accounts",
                  "questions",
                  "conversations",
                ],
                errorComponent: "PetNotFound",
                plain: true,
              }),
            },
            {
              path: "/stores/:storeId",
              loader: storeLoader,
              ...page("features/stores/store-profile-page.tsx", "StoreProfilePage", {
                words: ["stores", "catalogue", "profile"],
                errorComponent: "StoreNotFound",
                plain: true,
              }),
            },
            { path: "/aboutus", ...page("features/content/about-page.tsx", "AboutPage") },
            { path: "/donate", ...page("features/donations/donate-page.tsx", "DonatePage") },
            // Where eSewa and Khalti send the donor back (success/return and eSewa's failure).
            {
              path: "/donate/return/:id",
              ...page("features/donations/donation-return-page.tsx", "DonationReturnPage"),
            },
            {
              path: "/donate/cancelled/:id",
              ...page("features/donations/donation-return-page.tsx", "DonationReturnPage"),
            },
            { path: "/fullblogs", ...page("features/content/blogs-page.tsx", "BlogsPage") },
            { path: "/contactus", ...page("features/content/contact-page.tsx", "ContactPage") },
            { path: "/events", ...page("features/content/events-page.tsx", "EventsPage") },
            {
              path: "/howtoadopt",
              ...page("features/content/how-to-adopt-page.tsx", "HowToAdoptPage"),
            },
            { path: "/faq", ...page("features/content/faq-page.tsx", "FaqPage") },
            {
              path: "/dashboard",
              loader: signedIn,
              ...page("app/routes/dashboard-route.tsx", "DashboardRoute", {
                words: [
                  "accounts",
                  "catalogue",
                  "stores",
                  "profile",
                  "adoption",
                  "agreement",
                  "questions",
                  "conversations",
                  "saved-searches",
                ],
              }),
            },
            {
              path: "/applications/:applicationId/agreement",
              loader: signedIn,
              ...page("features/agreement/agreement-page.tsx", "AgreementPage"),
            },
            // Where eSewa and Khalti send the applicant back after paying her adoption fee.
            {
              path: "/applications/:applicationId/fee/:kind/:paymentId",
              loader: signedIn,
              ...page("features/adoption/fee-return-page.tsx", "FeeReturnPage"),
            },
            {
              path: "/messages/:conversationId",
              loader: signedIn,
              ...page("features/conversations/conversation-page.tsx", "ConversationPage", {
                words: ["conversations", "adoption"],
              }),
            },
            {
              path: "/admin",
              loader: signedIn,
              ...page("features/admin/admin-page.tsx", "AdminPage"),
            },
            {
              path: "/admin/stores/:storeId",
              loader: signedIn,
              ...page("features/admin/store-page.tsx", "StorePage", { words: ["admin", "stores"] }),
            },
            {
              path: "/admin/category",
              loader: signedIn,
              ...page("features/admin/category-page.tsx", "CategoryPage"),
            },
            {
              path: "/admin/donations",
              loader: signedIn,
              ...page("app/routes/admin-donations-route.tsx", "AdminDonationsRoute", {
                words: ["admin", "donations"],
              }),
            },
            {
              path: "/admin/fees",
              loader: signedIn,
              ...page("features/admin/fee-ledger-page.tsx", "FeeLedgerPage"),
            },
            // Development only: the first-view components beside their Mantine twins (decision 043).
            ...(import.meta.env.DEV
              ? [{ path: "/dev/specimen", lazy: () => import("../ui/first-view/specimen-route") }]
              : []),
            {
              path: "*",
              element: null,
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
      ],
    },
  ];
}
