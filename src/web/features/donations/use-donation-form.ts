import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import {
  MAX_DONATION,
  MIN_DONATION,
  NewDonation,
  type DonationMethod,
} from "../../../contract/donations";
import { goToCheckout } from "../../lib/gateway-checkout";
import { useCreateDonation } from "./api/create-donation";

interface DonationForm {
  preset: string | null;
  custom: number | string;
  method: DonationMethod;
  name: string;
  email: string;
  message: string;
  anonymous: boolean;
}

export const amountOf = ({ preset, custom }: Pick<DonationForm, "preset" | "custom">) =>
  custom === "" ? Number(preset ?? NaN) : Number(custom);

/** Rules return i18n keys, so a message follows a language switch. */
function amountProblem(values: DonationForm) {
  if (values.custom === "" && !values.preset) return "form.errors.amountRequired" as const;
  const amount = amountOf(values);
  if (!Number.isInteger(amount)) return "form.errors.amountWhole" as const;
  if (amount < MIN_DONATION) return "form.errors.amountMin" as const;
  if (amount > MAX_DONATION) return "form.errors.amountMax" as const;
  return null;
}

/**
 * The donation's form, checked here first; a valid one is made pending by the server and the
 * browser leaves for the gateway's checkout (`isLeaving` until the page is left).
 */
export function useDonationForm(methods: DonationMethod[]) {
  const create = useCreateDonation();
  const [isLeaving, setLeaving] = useState(false);
  // Back from the gateway's page, the browser may restore this page as it was: ready again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  const form = useForm<DonationForm>({
    initialValues: {
      preset: "1000",
      custom: "",
      method: methods[0] ?? "esewa",
      name: "",
      email: "",
      message: "",
      anonymous: false,
    },
    validate: {
      custom: (_value, values) => amountProblem(values),
      // The contract's rule: empty, or an address.
      email: (value) =>
        NewDonation.shape.email.safeParse(value).success ? null : "form.errors.emailInvalid",
    },
  });

  const handleSubmit = form.onSubmit(
    (submitted) => {
      create.mutate(
        {
          amount: amountOf(submitted),
          method: submitted.method,
          name: submitted.name,
          email: submitted.email,
          message: submitted.message,
          anonymous: submitted.anonymous,
        },
        {
          onSuccess: ({ checkout }) => {
            setLeaving(true);
            goToCheckout(checkout);
          },
        },
      );
    },
    (errors) => {
      if (errors.custom) form.getInputNode("custom")?.focus();
      else if (errors.email) form.getInputNode("email")?.focus();
    },
  );

  return { form, create, handleSubmit, isLeaving };
}
