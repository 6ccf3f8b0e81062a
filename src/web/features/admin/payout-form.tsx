import { Button, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCash } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { PAYOUT_REFERENCE_LIMIT, type FeeLedgerLine } from "../../../contract/fees";
import { useNumberFormat } from "../../lib/format-numbers";
import { ApiError } from "../../lib/http";
import { NumberField } from "../../ui/number-field";
import { toast } from "../../ui/toast";
import { useRecordPayout } from "./api/record-payout";

interface Values {
  vendor_id: string | null;
  amount: number | string;
  paid_on: string;
  reference: string;
}

/** Record payout: fee money passed on to a store, never more than it is owed (the server checks too). */
export function PayoutForm({ stores }: { stores: FeeLedgerLine[] }) {
  const { t } = useTranslation("admin");
  const { rupees } = useNumberFormat();
  const record = useRecordPayout();
  const owed = stores.filter((line) => line.vendor_id !== null && line.balance > 0);
  const balanceOf = (id: string | null) =>
    owed.find((line) => String(line.vendor_id) === id)?.balance ?? 0;
  const form = useForm<Values>({
    initialValues: { vendor_id: null, amount: "", paid_on: "", reference: "" },
    validate: {
      vendor_id: (value) => (value ? null : t("fees.form.storeRequired")),
      amount: (value, values) => {
        const amount = Number(value);
        if (!Number.isInteger(amount) || amount < 1) return t("fees.form.amountRequired");
        return amount > balanceOf(values.vendor_id)
          ? t("fees.form.tooMuch", { amount: rupees(balanceOf(values.vendor_id)) })
          : null;
      },
      paid_on: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : t("fees.form.dateRequired")),
      reference: (value) => (value.trim() ? null : t("fees.form.referenceRequired")),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await record.mutateAsync({
        vendor_id: Number(values.vendor_id),
        amount: Number(values.amount),
        paid_on: values.paid_on,
        reference: values.reference.trim(),
      });
      toast.success(t("fees.form.recorded"));
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      else if (error instanceof Error) form.setFieldError("amount", error.message);
    }
  });

  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t("fees.form.title")}
          </Title>
          {owed.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("fees.form.nothingOwed")}
            </Text>
          ) : (
            <>
              <Select
                label={t("fees.store")}
                withAsterisk
                data={owed.map((line) => ({
                  value: String(line.vendor_id),
                  label: `${line.title} (${rupees(line.balance)})`,
                }))}
                {...form.getInputProps("vendor_id")}
              />
              <NumberField
                label={t("fees.amount")}
                withAsterisk
                leftSection={t("fees.form.rupees")}
                {...form.getInputProps("amount")}
              />
              <TextInput
                type="date"
                label={t("fees.paidOn")}
                withAsterisk
                {...form.getInputProps("paid_on")}
              />
              <TextInput
                label={t("fees.reference")}
                description={t("fees.form.referenceHint")}
                withAsterisk
                maxLength={PAYOUT_REFERENCE_LIMIT}
                {...form.getInputProps("reference")}
              />
              <Button
                type="submit"
                loading={record.isPending}
                leftSection={<IconCash size={18} aria-hidden />}
                style={{ alignSelf: "flex-start" }}
              >
                {t("fees.form.submit")}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
