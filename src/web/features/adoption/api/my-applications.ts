import { queryOptions, useQuery } from "@tanstack/react-query";
import { MyApplicationList } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";

/** GET /api/applications: the signed-in person's own requests, newest first. */
export const myApplicationsQuery = queryOptions({
  queryKey: ["applications", "mine"],
  queryFn: ({ signal }) => apiFetch("/applications", MyApplicationList, { signal }),
});

export const useMyApplications = ({ enabled = true } = {}) =>
  useQuery({ ...myApplicationsQuery, enabled });
