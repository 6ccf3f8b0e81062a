import type { CreateStoreRequest } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";

/** POST /api/vendors/create; the form refreshes the caller's store once its photo is up too. */
export const createStore = (body: CreateStoreRequest) =>
  apiFetch("POST /vendors/create", { json: body });
