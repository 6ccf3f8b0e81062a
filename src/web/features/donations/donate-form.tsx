import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import {
  DONATION_REFUSALS,
  MAX_DONATION,
  MAX_DONOR_MESSAGE,
  MAX_DONOR_NAME,
  MIN_DONATION,
} from "../../../contract/donations";
import { useNumberFormat } from "../../lib/format-numbers";
import { ApiError } from "../../lib/http";
import { AmountField } from "./amount-field";
import { useOnlineMethods } from "../../lib/gateway-checkout";
import classes from "./donations.module.css";
import { MethodField } from "./method-field";
import { amountOf, useDonationForm } from "./use-donation-form";

/**
 * A donation paid through eSewa or Khalti. The server makes it pending and says how
 * to pay; the browser leaves for the gateway, which sends it back to the return page.
 */
export function DonateForm() {
  const { t } = useTranslation("donations");
  const { number } = useNumberFormat();
  const methods = useOnlineMethods();
  const { form, create, handleSubmit, isLeaving } = useDonationForm(methods);

  const limits = { min: number(MIN_DONATION), max: number(MAX_DONATION) };
  const errorOf = (field: "custom" | "email") => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key as "form.errors.amountMin", limits) : undefined;
  };
  const values = form.getValues();
  const amount = amountOf(values);
  const methodName = t(`form.methods.${values.method}.name`);

  return (
    <Paper
      component="section"
      aria-labelledby="give-online"
      withBorder
      radius="lg"
      p={{ base: "md", sm: "xl" }}
      className={classes.formCard}
    >
      <Title order={2} id="give-online" fz={{ base: 24, md: 28 }}>
        {t("form.title")}
      </Title>
      <Text c="gray.7" mt={6} mb="lg">
        {t("form.intro")}
      </Text>
      <form onSubmit={handleSubmit} noValidate className={classes.form}>
        <Stack gap="lg">
          <AmountField
            preset={values.preset}
            custom={values.custom}
            error={errorOf("custom")}
            onPreset={(preset) => {
              form.setValues({ preset, custom: "" });
              form.clearFieldError("custom");
            }}
            onCustom={(custom) => form.setValues({ custom, preset: null })}
          />
          <MethodField
            methods={methods}
            value={values.method}
            onChange={(method) => form.setFieldValue("method", method)}
          />
          <DonorFields form={form} emailError={errorOf("email")} />
          {create.isError && (
            <Alert role="alert" color="red" title={t("form.errors.failedTitle")}>
              {refusalMessage(create.error, methodName, t)}
            </Alert>
          )}
          <Button
            type="submit"
            size="lg"
            h="auto"
            py="sm"
            loading={create.isPending || isLeaving}
            fullWidth
            classNames={{ label: classes.submitLabel }}
          >
            {Number.isFinite(amount) && amount > 0
              ? t("form.submit", { amount: number(amount), method: methodName })
              : t("form.submitNoAmount", { method: methodName })}
          </Button>
          <Group gap={6} wrap="nowrap" c="gray.7" justify="center">
            <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs">{t("form.secure", { method: methodName })}</Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Who gives (each optional), and whether the name is shown among the supporters. */
function DonorFields({
  form,
  emailError,
}: {
  form: ReturnType<typeof useDonationForm>["form"];
  emailError: string | undefined;
}) {
  const { t } = useTranslation("donations");
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("form.name")}
          description={t("form.optional")}
          autoComplete="name"
          maxLength={MAX_DONOR_NAME}
          {...form.getInputProps("name")}
        />
        <TextInput
          label={t("form.email")}
          description={t("form.optional")}
          type="email"
          autoComplete="email"
          {...form.getInputProps("email")}
          error={emailError}
        />
      </SimpleGrid>
      <Textarea
        label={t("form.message")}
        description={t("form.optional")}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={MAX_DONOR_MESSAGE}
        {...form.getInputProps("message")}
      />
      <Checkbox
        label={t("form.anonymous")}
        description={t("form.anonymousHint")}
        {...form.getInputProps("anonymous", { type: "checkbox" })}
      />
    </>
  );
}

/** The server's refusals the donor can act on, in their language; anything else as the server said it. */
function refusalMessage(
  error: Error,
  method: string,
  t: ReturnType<typeof useTranslation<"donations">>["t"],
) {
  if (!(error instanceof ApiError)) return error.message;
  if (error.code === DONATION_REFUSALS.gatewayUnavailable)
    return t("form.errors.gateway", { method });
  if (error.code === DONATION_REFUSALS.methodUnavailable) {
    return t("form.errors.unavailable", { method });
  }
  if (error.status === 429) return t("form.errors.tooMany");
  return error.message;
}
