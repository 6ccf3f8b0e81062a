import { createRoute } from "@hono/zod-openapi";
import { SiteConfig } from "../../../contract/site";
import type { AppDeps } from "../../deps";
import { json } from "../../lib/openapi";
import { createRouter } from "../../lib/router";

const getConfig = createRoute({
  method: "get",
  path: "/config",
  tags: ["System"],
  summary: "Public site settings: name, contact details, wallet IDs",
  responses: {
    200: json(SiteConfig, "Public settings"),
  },
});

export function siteRoutes({ config }: AppDeps) {
  return createRouter().openapi(getConfig, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(config.site, 200);
  });
}
