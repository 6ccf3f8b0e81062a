import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  HideReportRequest,
  ModeratedReport,
  MyReports,
  NewReportRequest,
  OwnReport,
  ReportIdParam,
  ReportList,
  ReportPhotoParam,
  ReportPhotos,
  ReportResponse,
  ReportsQuery,
} from "../../../contract/lost-found";
import { REPORT_PHOTOS_MAX } from "../../../contract/lost-found-values";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { clientIp } from "../../lib/client-ip";
import { clientNetwork } from "../../lib/client-network";
import { adminOnly, adminRefusals, bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { limitUploadBody, multipart, readFiles } from "../uploads";
import { hideReport, unhideReport } from "./report-hiding";
import { addReportPhotos, deleteReportPhoto } from "./report-photos";
import { readOwnReport } from "./report-rows";
import { suggestMatches } from "./suggest";
import {
  closeReport,
  createReport,
  listMyReports,
  listReports,
  readReport,
  renewReport,
} from "./reports";

const tags = ["Lost and found"];

/**
 * A report made, renewed or shown again is compared with the open reports of the other kind at
 * once, so both reporters hear of a likely pair while they still search (decision 050). The
 * report stands even if matching fails; the next renewal tries again.
 */
async function matchNow(deps: AppDeps, reportId: number) {
  try {
    await suggestMatches(deps, reportId);
  } catch (error) {
    deps.log.error("Matching a lost-and-found report failed", { reportId, error: String(error) });
  }
}
const signedIn = { tags, security: bearer, middleware: requireUser };
const notFound = refusal("No such report, or not the caller's (REPORT_NOT_FOUND)");
const notOpen = refusal("The report is closed or reunited (REPORT_NOT_OPEN)");
const mine = {
  400: refusal("Invalid input; `fields` names each faulty field"),
  401: refusal("Not signed in"),
  404: notFound,
};

const postReport = createRoute({
  ...signedIn,
  method: "post",
  path: "/lost-found",
  summary: "Report an animal lost or found (any signed-in account, a phone account too)",
  description:
    "The reporter's number, address and map point are never shown to anyone else. Open for 60 days unless renewed.",
  request: { body: jsonBody(NewReportRequest) },
  responses: {
    201: json(OwnReport, "The new report, as its reporter sees it"),
    400: refusal(
      "SPECIES_REQUIRED, SPECIES_UNKNOWN, DATE_INVALID, REPORT_DATE_FUTURE, REPORT_DATE_TOO_OLD, DISTRICT_REQUIRED, UNKNOWN_DISTRICT, WARD_INVALID, PLACE_OUTSIDE_NEPAL, POINT_INCOMPLETE, COLOURS_REQUIRED",
    ),
    401: refusal("Not signed in"),
    409: refusal("Too many open reports (TOO_MANY_OPEN_REPORTS)"),
    429: refusal(
      "Too many reports today from this account (TOO_MANY_REPORTS) or network (TOO_MANY_REPORTS_NETWORK)",
    ),
  },
});

const getReports = createRoute({
  tags,
  method: "get",
  path: "/lost-found",
  summary: "Open reports, the latest sighting first, by kind, species, district and day",
  request: { query: ReportsQuery },
  responses: {
    200: json(ReportList, "One page of reports: public fields only"),
    400: refusal("A filter is not valid (UNKNOWN_DISTRICT, DATE_INVALID)"),
  },
});

const getReport = createRoute({
  tags,
  method: "get",
  path: "/lost-found/{id}",
  security: bearer,
  summary: "One report: all of it for its reporter, the public fields for anyone else",
  request: { params: ReportIdParam },
  responses: {
    200: json(ReportResponse, "`mine` says which"),
    400: refusal("The id is not a number"),
    404: refusal("No such report, or hidden by an admin (REPORT_NOT_FOUND)"),
  },
});

const getMyReports = createRoute({
  ...signedIn,
  method: "get",
  path: "/me/lost-found",
  summary: "The caller's reports, newest first, hidden ones with the reason",
  responses: { 200: json(MyReports, "Empty for anyone who reported none"), 401: mine[401] },
});

const postPhotos = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/lost-found/{id}/photos",
  summary: `Add photos to the caller's report (at most ${REPORT_PHOTOS_MAX})`,
  middleware: [requireUser, limitUploadBody(REPORT_PHOTOS_MAX)] as const,
  request: { params: ReportIdParam, body: multipart(`Up to ${REPORT_PHOTOS_MAX} images`) },
  responses: {
    201: json(ReportPhotos, "The report's photos, in order"),
    ...mine,
    400: refusal(
      "Not a JPEG, PNG, WebP, AVIF or GIF image (BAD_REQUEST), an empty file (TOO_SMALL), or more than the report has room for (TOO_MANY_FILES)",
    ),
    409: notOpen,
    413: refusal("TOO_LARGE: a file over 10 MB or 40 megapixels"),
  },
});

const deletePhoto = createRoute({
  ...signedIn,
  method: "delete",
  path: "/lost-found/{id}/photos/{photoId}",
  summary: "Remove a photo of the caller's report, and its file",
  request: { params: ReportPhotoParam },
  responses: {
    204: { description: "Removed" },
    ...mine,
    404: refusal("No such report of the caller's (REPORT_NOT_FOUND) or photo (PHOTO_NOT_FOUND)"),
  },
});

const postRenew = createRoute({
  ...signedIn,
  method: "post",
  path: "/lost-found/{id}/renew",
  summary: "Keep the caller's open or expired report open for another 60 days",
  request: { params: ReportIdParam },
  responses: { 200: json(OwnReport, "The report, open"), ...mine, 409: notOpen },
});

const postClose = createRoute({
  ...signedIn,
  method: "post",
  path: "/lost-found/{id}/close",
  summary: "Close the caller's report: it is needed no more",
  request: { params: ReportIdParam },
  responses: { 200: json(OwnReport, "The report, closed"), ...mine, 409: notOpen },
});

const adminNotFound = refusal("No such report (REPORT_NOT_FOUND)");

const postHide = createRoute({
  ...adminOnly,
  method: "post",
  path: "/admin/lost-found/{id}/hide",
  summary: "Hide a report from everyone but its reporter; she is told why by mail and SMS",
  request: { params: ReportIdParam, body: jsonBody(HideReportRequest) },
  responses: {
    200: json(ModeratedReport, "The report, hidden"),
    ...adminRefusals,
    404: adminNotFound,
    409: refusal("Hidden already (REPORT_ALREADY_HIDDEN)"),
  },
});

const postUnhide = createRoute({
  ...adminOnly,
  method: "post",
  path: "/admin/lost-found/{id}/unhide",
  summary: "Show a hidden report again",
  request: { params: ReportIdParam },
  responses: {
    200: json(ModeratedReport, "The report, shown"),
    ...adminRefusals,
    404: adminNotFound,
    409: refusal("Not hidden (REPORT_NOT_HIDDEN)"),
  },
});

/** Lost and found reports (docs/decisions/050-lost-and-found.md). */
export function lostFoundRoutes(deps: AppDeps) {
  const networkKey = (c: Context) =>
    `lost-found-network:${clientNetwork(clientIp(c, deps.config.trustProxy))}`;

  return createRouter()
    .openapi(postReport, async (c) => {
      // Reports per network a day: a few accounts on one connection cannot flood the list.
      const key = networkKey(c);
      await enforceRateLimit(
        c,
        deps.rateLimits,
        key,
        { window: 86_400, max: deps.config.rateLimit.reportsPerNetworkDay },
        "Many reports came from your network today. Please try again tomorrow.",
        "TOO_MANY_REPORTS_NETWORK",
      );
      let id: number;
      try {
        id = await createReport(deps, userOf(c), c.req.valid("json"));
      } catch (error) {
        // A refused report does not count against the network.
        await deps.rateLimits.giveBack(key);
        throw error;
      }
      await matchNow(deps, id);
      return c.json(await readOwnReport(deps.db, id), 201);
    })
    .openapi(getReports, async (c) => c.json(await listReports(deps.db, c.req.valid("query")), 200))
    .openapi(getReport, async (c) => {
      const report = await readReport(deps.db, c.var.user, c.req.valid("param").id);
      return c.json(report, 200);
    })
    .openapi(getMyReports, async (c) => c.json(await listMyReports(deps.db, userOf(c).id), 200))
    .openapi(postPhotos, async (c) => {
      const files = () => readFiles(c, { maxFiles: REPORT_PHOTOS_MAX });
      const { id } = c.req.valid("param");
      return c.json(await addReportPhotos(deps, userOf(c), id, files), 201);
    })
    .openapi(deletePhoto, async (c) => {
      const { id, photoId } = c.req.valid("param");
      await deleteReportPhoto(deps, userOf(c), { reportId: id, photoId });
      return c.body(null, 204);
    })
    .openapi(postRenew, async (c) => {
      const report = await renewReport(deps.db, userOf(c), c.req.valid("param").id);
      await matchNow(deps, report.id);
      return c.json(report, 200);
    })
    .openapi(postClose, async (c) =>
      c.json(await closeReport(deps.db, userOf(c), c.req.valid("param").id), 200),
    )
    .openapi(postHide, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await hideReport(deps, c.req.valid("param").id, reason), 200);
    })
    .openapi(postUnhide, async (c) => {
      const report = await unhideReport(deps, c.req.valid("param").id);
      await matchNow(deps, report.id);
      return c.json(report, 200);
    });
}
