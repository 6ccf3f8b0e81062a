import { Badge, Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { PAYOUT_REFERENCE_LIMIT, type FeeRefund } from "../../../contract/fees";
import { useFormat } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { useRecordRefund } from "./api/record-refund";
import { LedgerTable, NO_WRAP } from "./ledger-table";

const METHOD_NAMES = { esewa: "eSewa", khalti: "Khalti" } as const;

/**
 * Fees paid twice (docs/product.md#adoption-fee): the applicant's money, never the store's,
 * listed until the admin records each refund made through the wallet's merchant panel.
 */
export function FeeRefunds({ refunds, owed }: { refunds: FeeRefund[]; owed: number }) {
  const { t } = useTranslation("admin");
  const { rupees, dateTime } = useFormat();
  const [open, setOpen] = useState<number | null>(null);
  if (refunds.length === 0) return null;
  return (
    <LedgerTable
      id="fees-refunds"
      title={t("fees.refunds.title")}
      intro={
        <Text size="sm" c="dimmed">
          {t("fees.refunds.intro", { amount: rupees(owed) })}
        </Text>
      }
      rowCount={refunds.length}
      minWidth={360}
      verticalSpacing="xs"
      head={
        <>
          <Table.Th>{t("fees.refunds.receipt")}</Table.Th>
          <Table.Th ta="right">{t("fees.amount")}</Table.Th>
          <Table.Th>{t("fees.refunds.state")}</Table.Th>
        </>
      }
    >
      {refunds.map((refund) => (
        <Table.Tr key={refund.id}>
          <Table.Td style={{ overflowWrap: "break-word" }}>
            <Text size="sm" fw={600}>
              {refund.receipt}
            </Text>
            <Text size="sm">{refund.store_title}</Text>
            <Text size="xs" c="dimmed">
              {[METHOD_NAMES[refund.method], refund.reference, dateTime(refund.completed_at)]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("fees.refunds.counted", { receipt: refund.first_receipt })}
            </Text>
          </Table.Td>
          <Table.Td ta="right" fw={700} style={NO_WRAP}>
            {rupees(refund.amount)}
          </Table.Td>
          <Table.Td>
            {refund.refunded_on ? (
              <Refunded refund={refund} />
            ) : open === refund.id ? (
              <RefundForm id={refund.id} onDone={() => setOpen(null)} />
            ) : (
              <Stack gap={6} align="flex-start">
                <Badge color="red" variant="light">
                  {t("fees.refunds.owed")}
                </Badge>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconArrowBackUp size={14} aria-hidden />}
                  onClick={() => setOpen(refund.id)}
                  aria-label={t("fees.refunds.recordLabel", { receipt: refund.receipt })}
                >
                  {t("fees.refunds.record")}
                </Button>
              </Stack>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </LedgerTable>
  );
}

function Refunded({ refund }: { refund: FeeRefund }) {
  const { t } = useTranslation("admin");
  const { date } = useFormat();
  return (
    <>
      <Text size="sm" style={NO_WRAP}>
        {t("fees.refunds.refundedOn", { date: date(`${refund.refunded_on}T00:00:00`) })}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {refund.refund_reference}
      </Text>
    </>
  );
}

/** The day and reference of a refund; the server refuses a second one. */
function RefundForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const record = useRecordRefund();
  const form = useForm({
    initialValues: { refunded_on: "", reference: "" },
    validate: {
      refunded_on: (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : t("fees.refunds.dateRequired"),
      reference: (value) => (value.trim() ? null : t("fees.form.referenceRequired")),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await record.mutateAsync({ id, ...values, reference: values.reference.trim() });
      toast.success(t("fees.refunds.recorded"));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      else if (error instanceof Error) form.setFieldError("reference", error.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" miw={200}>
        <TextInput
          type="date"
          size="xs"
          label={t("fees.refunds.refundedOnLabel")}
          withAsterisk
          {...form.getInputProps("refunded_on")}
        />
        <TextInput
          size="xs"
          label={t("fees.reference")}
          description={t("fees.refunds.referenceHint")}
          withAsterisk
          maxLength={PAYOUT_REFERENCE_LIMIT}
          {...form.getInputProps("reference")}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={record.isPending}>
            {t("fees.refunds.save")}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone}>
            {t("fees.refunds.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
