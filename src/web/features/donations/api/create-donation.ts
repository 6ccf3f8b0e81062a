import { useMutation } from "@tanstack/react-query";
import type { NewDonation } from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";

/** POST /api/donations: the donation, and how to pay it at the gateway. */
export const createDonation = (body: NewDonation) => apiFetch("POST /donations", { json: body });

export const useCreateDonation = () => useMutation({ mutationFn: createDonation });
