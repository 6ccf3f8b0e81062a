import { useMutation } from "@tanstack/react-query";
import { CreatedDonation, type Checkout, type NewDonation } from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";

export const createDonation = (body: NewDonation) =>
  apiFetch("/donations", CreatedDonation, { method: "POST", body });

export const useCreateDonation = () => useMutation({ mutationFn: createDonation });

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
