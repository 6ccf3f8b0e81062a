import { DONATION_METHODS, type DonationMethod } from "../../../contract/donations";
import { useSiteConfig } from "../../lib/api/site-config";

/** The gateways this site takes gifts through online; none when no gateway is set up. */
export function useOnlineMethods(): DonationMethod[] {
  const { donations } = useSiteConfig();
  return DONATION_METHODS.filter((method) => donations[method]);
}
