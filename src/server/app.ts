import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { VIDEO_FRAME_ORIGINS } from "../contract/pet-videos";
import { EARLY_INPUT_SOURCE } from "./web/early-input";
import { documentSignIn } from "./auth/auth-docs";
import { authRoutes } from "./auth/auth.routes";
import { sessionMiddleware } from "./auth/session";
import type { AppDeps } from "./deps";
import { accountRoutes } from "./features/accounts/accounts.routes";
import { agreementRoutes } from "./features/adoption/agreement.routes";
import { applicationAnswerRoutes } from "./features/adoption/application-answers.routes";
import { adoptionRoutes } from "./features/adoption/adoption.routes";
import { communityDogRoutes } from "./features/community-dogs/community-dogs.routes";
import { conversationRoutes } from "./features/conversations/conversations.routes";
import { newsRoutes } from "./features/news/news.routes";
import { feeLedgerRoutes } from "./features/adoption/fee-ledger.routes";
import { feeRoutes } from "./features/adoption/fee.routes";
import { categoryRoutes } from "./features/categories/categories.routes";
import { docsRoutes } from "./features/docs/docs.routes";
import { adminDonationRoutes } from "./features/donations/admin-donations.routes";
import { donationRoutes } from "./features/donations/donations.routes";
import { favouriteRoutes } from "./features/favourites/favourites.routes";
import { figuresRoutes } from "./features/figures/figures.routes";
import { fileRoutes } from "./features/files/files.routes";
import { fosterRoutes } from "./features/fosters/fosters.routes";
import { healthRoutes } from "./features/health/health.routes";
import { renderPetHead } from "./features/pets/pet-head";
import { renderStoreHead } from "./features/stores";
import { petImageRoutes } from "./features/pets/pet-images.routes";
import { responseDependencies, catalogueChanges, replayCatalogueResponses } from "./features/pets";
import { petRoutes } from "./features/pets/pets.routes";
import { dueRoutes } from "./features/records/due.routes";
import { recordRoutes } from "./features/records/records.routes";
import { questionRoutes } from "./features/questions/questions.routes";
import { savedSearchRoutes } from "./features/saved-searches/saved-searches.routes";
import { siteRoutes } from "./features/site/site.routes";
import { statsRoutes } from "./features/stats/stats.routes";
import { activityRoutes } from "./features/stores/activity.routes";
import { storeRoutes } from "./features/stores/stores.routes";
import { tagRoutes } from "./features/tags/tags.routes";
import { teamRoutes } from "./features/stores/team.routes";
import { uploadRoutes } from "./features/uploads/uploads.routes";
import { wardCoverageRoutes } from "./features/ward-coverage/ward-coverage.routes";
import { privateUnlessPublic, varyOnEncoding } from "./lib/cache-headers";
import { apiNotFound, errorHandler } from "./lib/error-handler";
import { createRouter } from "./lib/router";
import { loginPostRoutes } from "./web/login-post";
import { spaRoutes, type HeadRenderer, type ReadResponse, type SpaOptions } from "./web/spa";

const MAX_JSON_BODY = 1024 * 1024;

export function createApi(deps: AppDeps) {
  // One router per resource; each route checks who may call it. One chain, so the router's type
  // lists every route for the typed client (decision 047).
  const router = createRouter();
  router.use("*", sessionMiddleware(deps));
  const api = router
    .route("/", healthRoutes(deps))
    .route("/", siteRoutes(deps))
    .route("/", categoryRoutes(deps))
    .route("/", petRoutes(deps))
    .route("/", petImageRoutes(deps))
    .route("/", favouriteRoutes(deps))
    .route("/", savedSearchRoutes(deps))
    .route("/", storeRoutes(deps))
    .route("/", teamRoutes(deps))
    .route("/", activityRoutes(deps))
    .route("/", figuresRoutes(deps))
    .route("/", recordRoutes(deps))
    .route("/", dueRoutes(deps))
    .route("/", statsRoutes(deps))
    .route("/", uploadRoutes(deps))
    .route("/", adoptionRoutes(deps))
    .route("/", agreementRoutes(deps))
    .route("/", applicationAnswerRoutes(deps))
    .route("/", feeRoutes(deps))
    .route("/", feeLedgerRoutes(deps))
    .route("/", questionRoutes(deps))
    .route("/", conversationRoutes(deps))
    .route("/", donationRoutes(deps))
    .route("/", adminDonationRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", newsRoutes(deps))
    .route("/", fosterRoutes(deps))
    .route("/", wardCoverageRoutes(deps))
    .route("/", communityDogRoutes(deps))
    .route("/", tagRoutes(deps));
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "The `token` from POST /api/auth/sign-in/email (the session cookie works too)",
  });

  documentSignIn(api);

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    // Paths are relative to /api, where the API is mounted: "Try it out" calls the site itself.
    servers: [{ url: "/api" }],
    info: {
      title: `${deps.config.site.name} API`,
      version: "1.0.0",
      description:
        "Pets, stores (the API calls them vendors: rescue shelters and pet shops), adoption requests and categories.",
    },
  });
  return api;
}

/** The first renderer that knows the path: each answers only for its own pages. */
const eitherHead = (...renderers: HeadRenderer[]): HeadRenderer =>
  Object.assign(
    async (path: string, language: "en" | "ne", answer: ReadResponse) => {
      for (const render of renderers) {
        const head = await render(path, language, answer);
        if (head !== undefined) return head;
      }
      return undefined;
    },
    {
      responsePath: (path: string) =>
        renderers
          .map((render) => render.responsePath?.(path))
          .find((apiPath) => apiPath !== undefined),
    },
  );

export function createApp(deps: AppDeps, spa: SpaOptions = {}) {
  const app = new Hono();
  // The donate page posts its signed form to eSewa's form URL: that origin only.
  const esewaFormOrigin = deps.config.donations.esewa
    ? [new URL(deps.config.donations.esewa.formUrl).origin]
    : [];
  // First: a public catalogue read seen before is answered as it was, every header included.
  app.use("/api/*", replayCatalogueResponses(deps.db));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The page's one inline script, by its hash (web/early-input.ts).
        scriptSrc: ["'self'", EARLY_INPUT_SOURCE],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // A pet's video plays in its site's player, framed only after a tap (decision 040).
        frameSrc: [...VIDEO_FRAME_ORIGINS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...esewaFormOrigin],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      // Other sites are told nothing of where a visitor came from; our own pages' forms carry
      // their origin (with no-referrer a browser says `Origin: null`), which the login form sent
      // without JavaScript is checked by (web/login-post.ts).
      referrerPolicy: "same-origin",
      // HSTS pins the host to HTTPS for months: only a site served over HTTPS may send it.
      strictTransportSecurity: deps.config.isHttps,
    }),
  );
  // Slow mobile networks: gzip JSON, HTML, JS and CSS (images are compressed already).
  app.use(compress());
  app.use(varyOnEncoding);
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY,
    onError: (c) =>
      c.json({ error: "The request body is larger than 1 MB", code: "TOO_LARGE" }, 413),
  });
  // Uploads carry images and set their own, larger limit (features/uploads).
  // A GET or HEAD has no body to limit; reading it would build a whole Request object for nothing.
  app.use("/api/*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || c.req.path.startsWith("/api/uploads/")
      ? next()
      : jsonBodyLimit(c, next),
  );

  app.use("/api/*", privateUnlessPublic);
  app.route("/api/docs", docsRoutes());
  app.route("/api/auth", authRoutes(deps));
  app.route("/api", createApi(deps));
  app.all("/api/*", apiNotFound);
  app.route("/f", fileRoutes(deps));
  const api = (path: string, init: RequestInit) => Promise.resolve(app.request(path, init));
  // The login form sent without JavaScript (decision 045).
  app.route("/", loginPostRoutes(deps));
  app.route(
    "/",
    spaRoutes(deps, {
      renderHead: eitherHead(renderPetHead(deps), renderStoreHead(deps)),
      api,
      catalogue: { read: catalogueChanges(deps.db), dependenciesOf: responseDependencies },
      ...spa,
    }),
  );
  // Anything else (e.g. a POST to //api/… or /API/…) gets the same JSON 404 as the API.
  app.notFound(apiNotFound);
  app.onError(errorHandler(deps.log));
  return app;
}
