import { useQuery } from "@tanstack/react-query";
import { RecentDonationList } from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";
import { donationKeys } from "./keys";

export const useRecentDonations = () =>
  useQuery({
    queryKey: donationKeys.recent,
    queryFn: ({ signal }) => apiFetch("/donations/recent", RecentDonationList, { signal }),
  });
