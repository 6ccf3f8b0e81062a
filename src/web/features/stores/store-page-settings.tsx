import { Button, Card, Checkbox, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconExternalLink } from "@tabler/icons-react";
import { Link } from "react-router";
import { localMobile } from "../../../contract/phone";
import { MAX_OPENING_HOURS, type Store } from "../../../contract/stores";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/api/session";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { useUpdateStore } from "./api/update-store";

/**
 * What the store's public page shows besides its name, words and place
 * (docs/product.md#a-stores-page): its opening hours, and whether the owner's verified number
 * is on it. The number is hers, so it is shown only once she ticks the box.
 */
export function StorePageSettings({ store }: { store: Store }) {
  const { t } = useTranslation("stores");
  const { user } = useSession();
  const updateStore = useUpdateStore();
  const phone =
    user?.phoneNumberVerified && user.phoneNumber ? localMobile(user.phoneNumber) : null;
  const form = useForm({
    initialValues: { openingHours: store.opening_hours ?? "", showPhone: store.show_phone },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await updateStore.mutateAsync(values);
      form.resetDirty();
      toast.success(t("pageSettings.saved"));
    } catch (error) {
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      toast.error(error instanceof Error ? error.message : "");
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="store-page">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Title order={3} id="store-page">
          {t("pageSettings.title")}
        </Title>
        {store.status === "active" && (
          <Button
            component={Link}
            to={`/stores/${store.id}`}
            variant="subtle"
            size="compact-sm"
            rightSection={<IconExternalLink size={16} />}
          >
            {t("pageSettings.view")}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t(store.status === "active" ? "pageSettings.intro" : "pageSettings.introPending")}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t("pageSettings.hours")}
            description={t("pageSettings.hoursHint")}
            placeholder={t("pageSettings.hoursPlaceholder")}
            autosize
            minRows={2}
            maxLength={MAX_OPENING_HOURS}
            {...form.getInputProps("openingHours")}
          />
          <Checkbox
            label={phone ? t("pageSettings.showPhone", { phone }) : t("pageSettings.showPhoneNone")}
            description={phone ? t("pageSettings.showPhoneHint") : t("pageSettings.noPhoneHint")}
            disabled={!phone}
            {...form.getInputProps("showPhone", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={updateStore.isPending} disabled={!form.isDirty()}>
              {t("pageSettings.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
