import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { StoreIdParam } from "../../../contract/adoption";
import { nepalDay } from "../../../contract/calendar";
import { Figures, FiguresQuery } from "../../../contract/figures";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { adminOnly, adminRefusals, bearer, json, ownerRefusals, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { requireStoreAction } from "../stores";
import { countFigures } from "./figures";
import { figuresRange } from "./figures-range";
import { exportStore, storeSlug } from "./store-export";

const rangeRefusal = refusal(
  "A month not written YYYY-MM (MONTH_INVALID), `from` after `to` (MONTH_RANGE_REVERSED), or more than 36 months (MONTH_RANGE_TOO_LONG)",
);

const getStoreFigures = createRoute({
  method: "get",
  path: "/vendors/{id}/figures",
  tags: ["Store"],
  security: bearer,
  summary: "A store's figures: animals in care now, and month by month what came and went",
  description:
    "Definitions: docs/product.md#figures. Without `from` and `to`, the last 12 months (Nepal's), this one included.",
  middleware: [requireUser] as const,
  request: { params: StoreIdParam, query: FiguresQuery },
  responses: {
    200: json(Figures, "The store's figures"),
    400: rangeRefusal,
    401: ownerRefusals[401],
    403: refusal("Not a member of this store (NOT_YOUR_STORE), or a foster (ROLE_NOT_ALLOWED)"),
    404: refusal("No such store (STORE_NOT_FOUND)"),
  },
});

const getAllFigures = createRoute({
  ...adminOnly,
  method: "get",
  path: "/admin/figures",
  summary: "The figures of all stores together (admin)",
  description: "As GET /vendors/{id}/figures, counted over every store.",
  request: { query: FiguresQuery },
  responses: {
    200: json(Figures, "Every store's figures together"),
    400: rangeRefusal,
    401: adminRefusals[401],
    403: adminRefusals[403],
  },
});

const exportStoreData = createRoute({
  method: "get",
  path: "/vendors/{id}/export",
  tags: ["Store"],
  security: bearer,
  summary: "Everything the store keeps of its animals, as a ZIP of CSV files (owners and managers)",
  description:
    "animals.csv, health_records.csv, events.csv and placements.csv: UTF-8 with a byte-order mark, cells that could run as formulas guarded.",
  middleware: [requireUser] as const,
  request: { params: StoreIdParam },
  responses: {
    200: {
      description: "A ZIP file",
      content: { "application/zip": { schema: z.string().meta({ format: "binary" }) } },
    },
    400: ownerRefusals[400],
    401: ownerRefusals[401],
    403: refusal(
      "Not a member of this store (NOT_YOUR_STORE), or a role that may not (ROLE_NOT_ALLOWED)",
    ),
    404: refusal("No such store (STORE_NOT_FOUND)"),
  },
});

/** /api/vendors/{id}/figures, /api/admin/figures and /api/vendors/{id}/export (decision 049). */
export function figuresRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getStoreFigures, async (c) => {
      const { id } = c.req.valid("param");
      await requireStoreAction(deps.db, userOf(c), id, "read", { allowAdmin: true });
      const range = figuresRange(c.req.valid("query"));
      c.header("Cache-Control", "no-store");
      return c.json(await countFigures(deps.db, id, range), 200);
    })
    .openapi(getAllFigures, async (c) => {
      const range = figuresRange(c.req.valid("query"));
      c.header("Cache-Control", "no-store");
      return c.json(await countFigures(deps.db, undefined, range), 200);
    })
    .openapi(exportStoreData, async (c) => {
      const { id } = c.req.valid("param");
      const store = await requireStoreAction(deps.db, userOf(c), id, "pets");
      const zip = await exportStore(deps.db, id);
      c.header("Content-Type", "application/zip");
      c.header(
        "Content-Disposition",
        `attachment; filename="${storeSlug(store)}-${nepalDay(new Date())}.zip"`,
      );
      c.header("Cache-Control", "no-store");
      return c.body(zip, 200);
    });
}
