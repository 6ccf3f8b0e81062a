import {
  DONATION_METHODS,
  type Checkout,
  type DonationMethod,
  type DonationReturn,
} from "../../contract/donations";
import { useSiteConfig } from "./api/site-config";

/* The browser's part of a gateway payment, shared by donations and adoption fees. */

/** The gateways this site takes payments through online; none when no gateway is set up. */
export function useOnlineMethods(): DonationMethod[] {
  const { donations } = useSiteConfig();
  return DONATION_METHODS.filter((method) => donations[method]);
}

/**
 * Leaves for the gateway: eSewa takes the signed fields as a form post (the CSP allows its
 * form origin), Khalti a plain visit to the payment page it made.
 */
export function goToCheckout(checkout: Checkout) {
  if (checkout.kind === "redirect") {
    window.location.assign(checkout.url);
    return;
  }
  const form = document.createElement("form");
  form.method = "POST";
  form.action = checkout.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** Which address the gateway sent the payer back to: the success/return page or eSewa's failure page. */
export type ReturnKind = "return" | "cancelled";

/**
 * What to ask the API for the address the gateway sent the payer to. eSewa's success adds
 * `data`; Khalti's return adds `pidx` and a `status`, "User canceled" when the payer gave up.
 * Anything else (eSewa's failure page, a return without an answer) asks the gateway again.
 */
export function responseIn(kind: ReturnKind, search: URLSearchParams): DonationReturn | null {
  if (kind !== "return") return null;
  const data = search.get("data");
  if (data) return { data };
  const pidx = search.get("pidx");
  if (pidx && search.get("status") !== "User canceled") return { pidx };
  return null;
}
