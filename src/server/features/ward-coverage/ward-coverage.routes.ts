import { createRoute, z } from "@hono/zod-openapi";
import {
  CoverageDistrictParam,
  CoverageIndex,
  CoverageWardParam,
  DistrictCoverage,
  WardCoverage,
} from "../../../contract/ward-coverage";
import type { AppDeps } from "../../deps";
import { json, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { districtCsv, wardCsv } from "./coverage-csv";
import { coverageIndex, districtCoverage, wardCoverage } from "./ward-coverage";

const tags = ["Ward coverage"];
const badPlace = {
  400: refusal(
    "No district of that name (UNKNOWN_DISTRICT), or a ward the district does not have (WARD_INVALID)",
  ),
};
const csv = (description: string) => ({
  description,
  content: { "text/csv": { schema: z.string() } },
});
// The same for everyone and changed only by the register: a shared cache may keep it a while.
const PUBLIC_CACHE = "public, max-age=300";

const getIndex = createRoute({
  method: "get",
  path: "/coverage",
  tags,
  summary: "Every district with known community dogs: known, sterilised, vaccinated against rabies",
  description: "Public. Definitions: docs/product.md#ward-coverage. The most dogs first.",
  responses: { 200: json(CoverageIndex, "Every district with known dogs") },
});

const getDistrict = createRoute({
  method: "get",
  path: "/coverage/{district}",
  tags,
  summary: "A district's community dogs by ward: known, sterilised, vaccinated against rabies",
  description:
    "Public. Definitions: docs/product.md#ward-coverage. Only wards with known dogs are listed.",
  request: { params: CoverageDistrictParam },
  responses: {
    200: json(DistrictCoverage, "Every ward with known dogs, and the totals"),
    ...badPlace,
  },
});

const getDistrictCsv = createRoute({
  method: "get",
  path: "/coverage/{district}/wards.csv",
  tags,
  summary: "The district's coverage as a CSV file, one row per ward and the total",
  request: { params: CoverageDistrictParam },
  responses: { 200: csv("UTF-8 CSV with a byte-order mark"), ...badPlace },
});

const getWard = createRoute({
  method: "get",
  path: "/coverage/{district}/wards/{ward}",
  tags,
  summary: "A ward's coverage, its last 12 months and its known dogs (never their people)",
  request: { params: CoverageWardParam },
  responses: { 200: json(WardCoverage, "The ward's numbers, trend and dogs"), ...badPlace },
});

const getWardCsv = createRoute({
  method: "get",
  path: "/coverage/{district}/wards/{ward}/dogs.csv",
  tags,
  summary: "A ward's known dogs as a CSV file, one row per dog",
  request: { params: CoverageWardParam },
  responses: { 200: csv("UTF-8 CSV with a byte-order mark"), ...badPlace },
});

/** The file's name: ASCII only, as the district's English name is. */
const fileName = (...parts: (string | number)[]) =>
  `coverage-${parts
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")}.csv`;

/** /api/coverage/…: public ward coverage of the community-dog register. */
export function wardCoverageRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(getIndex, async (c) => {
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json(await coverageIndex(db), 200);
    })
    .openapi(getDistrictCsv, async (c) => {
      const { district } = c.req.valid("param");
      const coverage = await districtCoverage(db, district);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${fileName(district.name)}"`);
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.body(districtCsv(coverage), 200);
    })
    .openapi(getDistrict, async (c) => {
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json(await districtCoverage(db, c.req.valid("param").district), 200);
    })
    .openapi(getWardCsv, async (c) => {
      const { district, ward } = c.req.valid("param");
      const coverage = await wardCoverage(db, district, ward);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header(
        "Content-Disposition",
        `attachment; filename="${fileName(district.name, "ward", ward)}"`,
      );
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.body(wardCsv(coverage), 200);
    })
    .openapi(getWard, async (c) => {
      const { district, ward } = c.req.valid("param");
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json(await wardCoverage(db, district, ward), 200);
    });
}
