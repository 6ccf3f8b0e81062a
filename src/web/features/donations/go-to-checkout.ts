import type { Checkout } from "../../../contract/donations";

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
