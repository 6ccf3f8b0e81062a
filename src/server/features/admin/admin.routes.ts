import type { AppDeps } from "../../deps";
import { createRouter } from "../../lib/router";
import { adminStatsRoutes } from "./stats.routes";

/**
 * Issue 7: the admin area, checked on the server (401 signed out, 403 for anyone else).
 * The original trusted the browser and a fixed token in the page; nothing secret is sent now.
 */
export function adminRoutes(deps: AppDeps) {
  return createRouter().route("/", adminStatsRoutes(deps));
}
