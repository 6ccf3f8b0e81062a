import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { isOpen, type MyApplication, type StoreApplication } from "../../../contract/adoption";
import type { FeeState } from "../../../contract/fees";
import { useReach } from "../../lib/api/reach";
import { useFormat } from "../../lib/format";
import { useOnlineMethods } from "../../lib/gateway-checkout";
import { useStartFeePayment } from "./api/start-fee-payment";
import classes from "./adoption.module.css";

/**
 * A request's adoption fee on its card (docs/product.md#adoption-fee). The applicant pays it
 * here once it is due; the store sees paid or unpaid.
 */
export function FeeNote({
  application,
  reader,
}: {
  application: MyApplication | StoreApplication;
  reader: "applicant" | "store";
}) {
  const { t } = useTranslation("adoption");
  const { rupees, dateTime } = useFormat();
  const { fee } = application;
  if (!fee) return null;
  const amount = rupees(fee.amount);

  if (fee.paid) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.agreementNote}>
        <IconCircleCheck size={18} aria-hidden className={classes.agreementSigned} />
        <Stack gap={4}>
          <Text size="sm">{t("fee.paid", { amount, date: dateTime(fee.paid_at!) })}</Text>
          {fee.refund && <PaidTwice refund={fee.refund} reader={reader} />}
        </Stack>
      </Group>
    );
  }
  if (reader === "applicant" && fee.can_pay)
    return <PayFee application={application} amount={amount} />;
  if (reader === "store") {
    return (
      <Group gap="xs" className={classes.feeLine}>
        <Text size="sm">{t("fee.label", { amount })}</Text>
        <Badge color="yellow.8" variant="light">
          {t("fee.unpaid")}
        </Badge>
      </Group>
    );
  }
  // Not yet due: approval (and the signature, where there is an agreement) comes first. A closed
  // request has nothing left to pay here.
  if (!isOpen(application.status)) return null;
  return (
    <Text size="sm" c="dimmed" className={classes.feeLine}>
      {t("fee.later", { amount })}
    </Text>
  );
}

/** A fee paid more than once: the extra is the applicant's, given back by the site. */
function PaidTwice({
  refund,
  reader,
}: {
  refund: NonNullable<NonNullable<FeeState>["refund"]>;
  reader: "applicant" | "store";
}) {
  const { t } = useTranslation("adoption");
  const { rupees } = useFormat();
  const text =
    reader === "store"
      ? t("fee.paidTwiceStore", { amount: rupees(refund.owed + refund.refunded) })
      : refund.owed > 0
        ? t("fee.refundOwed", { amount: rupees(refund.owed) })
        : t("fee.refunded", { amount: rupees(refund.refunded) });
  return (
    <Text size="sm" c={reader === "applicant" && refund.owed > 0 ? "orange.9" : "dimmed"}>
      {text}
    </Text>
  );
}

function PayFee({
  application,
  amount,
}: {
  application: MyApplication | StoreApplication;
  amount: string;
}) {
  const { t } = useTranslation("adoption");
  const methods = useOnlineMethods();
  const reach = useReach();
  const start = useStartFeePayment();
  return (
    <Stack gap="sm" className={classes.agreementNote} data-waiting>
      <Text size="sm" fw={600}>
        {t("fee.pay", { amount })}
      </Text>
      <Text size="sm">
        {t("fee.payHint", { pet: application.pet.name })} {t(`fee.receiptBy.${reach}`)}
      </Text>
      {methods.length === 0 ? (
        <Text size="sm">{t("fee.noMethods")}</Text>
      ) : (
        <Group gap="sm">
          {methods.map((method) => (
            <Button
              key={method}
              radius="xl"
              leftSection={<IconWallet size={18} aria-hidden />}
              loading={start.isPending && start.variables?.method === method}
              disabled={start.isPending && start.variables?.method !== method}
              onClick={() => start.mutate({ id: application.id, method })}
              aria-label={t("fee.payWith", { amount, method: t(`fee.method.${method}`) })}
            >
              {t(`fee.method.${method}`)}
            </Button>
          ))}
        </Group>
      )}
      {start.isError && (
        <Text size="sm" c="red.9" role="alert">
          {start.error.message}
        </Text>
      )}
    </Stack>
  );
}
