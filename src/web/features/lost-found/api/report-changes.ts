import type { NewReportRequest } from "../../../../contract/lost-found";
import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";
import { apiFetch, apiUpload, type UploadOptions } from "../../../lib/http";
import { lostFoundKey } from "./get-reports";

/*
 * A change to a report changes the list, its page and the reader's own list: each refreshes
 * every lost-and-found read (they are few, and one key keeps it simple).
 */

/** POST /api/lost-found. */
export const createReport = (report: NewReportRequest) =>
  apiFetch("POST /lost-found", { json: report });

/** POST /api/lost-found/{id}/photos: one file per request, so each has its own progress. */
export const uploadReportPhoto = (id: number, file: File, options?: UploadOptions) =>
  apiUpload("POST /lost-found/:id/photos", file, { ...options, param: { id: String(id) } });

/** DELETE /api/lost-found/{id}/photos/{photoId}. */
export const removeReportPhoto = ({ id, photoId }: { id: number; photoId: number }) =>
  apiFetch("DELETE /lost-found/:id/photos/:photoId", {
    param: { id: String(id), photoId: String(photoId) },
  });

/** POST /api/lost-found/{id}/renew and …/close. */
export const renewReport = (id: number) =>
  apiFetch("POST /lost-found/:id/renew", { param: { id: String(id) } });
export const closeReport = (id: number) =>
  apiFetch("POST /lost-found/:id/close", { param: { id: String(id) } });

/** POST /api/admin/lost-found/{id}/hide and …/unhide. */
export const hideReport = ({ id, reason }: { id: number; reason: string }) =>
  apiFetch("POST /admin/lost-found/:id/hide", { param: { id: String(id) }, json: { reason } });
export const unhideReport = (id: number) =>
  apiFetch("POST /admin/lost-found/:id/unhide", { param: { id: String(id) } });

export const useCreateReport = () => useRefreshingMutation(createReport, [lostFoundKey]);
export const useRemoveReportPhoto = () => useRefreshingMutation(removeReportPhoto, [lostFoundKey]);
export const useRenewReport = () => useRefreshingMutation(renewReport, [lostFoundKey]);
export const useCloseReport = () => useRefreshingMutation(closeReport, [lostFoundKey]);
// A hidden report is missing to the admin too: its page keeps what it shows, the list refreshes.
const listKey = [...lostFoundKey, "list"];
export const useHideReport = () => useRefreshingMutation(hideReport, [listKey]);
export const useUnhideReport = () => useRefreshingMutation(unhideReport, [listKey]);
