import { Alert, Anchor } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import type { Refusal } from "./use-phone-code";

/** Refusals that stop codes for a while, the same for every number. */
const CODES_STOPPED = new Set([
  "TOO_MANY_CODES",
  "TOO_MANY_CODES_NETWORK",
  "PHONE_CODES_PAUSED",
  "SMS_BUDGET_SPENT",
]);

interface Props {
  refusal: Refusal;
  /** Whether a refusal that stops codes offers the password instead (sign-in, by code). */
  mayOfferPassword: boolean;
  onPassword: () => void;
}

/** Why the number or the code was refused, with the way on by password where codes stopped. */
export function PhoneRefusal({ refusal, mayOfferPassword, onPassword }: Props) {
  const { t } = useTranslation("accounts");
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {refusal.message}
      {mayOfferPassword && CODES_STOPPED.has(refusal.code ?? "") && (
        <>
          {" "}
          <Anchor component="button" type="button" onClick={onPassword} fz="sm">
            {t("phone.passwordIfAny")}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
