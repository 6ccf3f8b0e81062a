import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMapPin } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import type { Store } from "../../../contract/stores";
import { toast } from "../../ui/toast";
import { useUpdateStore } from "./api/update-store";
import { StoreLocationInput, StorePlaceSelects, usePlaceRules } from "./store-place-fields";

/**
 * The store's place: a store opened before districts is asked to pick one (its address line
 * stays); a placed store may change it from a button.
 */
export function StorePlace({ store }: { store: Store }) {
  const { t } = useTranslation("stores");
  const [isEditing, setEditing] = useState(false);
  if (store.district && !isEditing) {
    return (
      <Button
        variant="subtle"
        w="fit-content"
        px={0}
        mt={-16}
        leftSection={<IconMapPin size={16} aria-hidden />}
        onClick={() => setEditing(true)}
      >
        {t("place.change")}
      </Button>
    );
  }
  return <PlaceForm store={store} onDone={() => setEditing(false)} />;
}

function PlaceForm({ store, onDone }: { store: Store; onDone: () => void }) {
  const { t } = useTranslation("stores");
  const placeRules = usePlaceRules();
  const updateStore = useUpdateStore();
  const form = useForm({
    initialValues: {
      storeLocation: store.location,
      province: store.province ?? undefined,
      district: store.district ?? undefined,
    },
    validate: placeRules,
  });
  const isAsked = !store.district;

  const submit = form.onSubmit(async (values) => {
    try {
      await updateStore.mutateAsync(values);
      toast.success(t("place.saved"));
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "");
    }
  });

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      maw={720}
      bg={isAsked ? "var(--mantine-color-yellow-light)" : undefined}
    >
      <form onSubmit={submit} noValidate aria-labelledby="store-place">
        <Stack gap="md">
          <div>
            <Title order={3} id="store-place">
              {isAsked ? t("place.askTitle") : t("place.title")}
            </Title>
            {isAsked && (
              <Text size="sm" mt={4}>
                {t("place.askBody")}
              </Text>
            )}
          </div>
          <StorePlaceSelects
            value={form.values}
            onChange={(place) => form.setValues(place)}
            errors={{ province: form.errors.province, district: form.errors.district }}
          />
          <StoreLocationInput {...form.getInputProps("storeLocation")} />
          <Group justify="flex-end" gap="sm">
            {!isAsked && (
              <Button variant="default" onClick={onDone}>
                {t("place.cancel")}
              </Button>
            )}
            <Button type="submit" loading={updateStore.isPending}>
              {t("place.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
