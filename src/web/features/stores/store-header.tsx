import { Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingStore, IconMapPin, IconPaw, IconPhotoUp, IconPlus } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "../../i18n";
import { useMayDo } from "../../lib/api/my-store";
import { useNumberFormat } from "../../lib/format-numbers";
import { usePlaceLine } from "../../lib/place-line";
import { Link } from "react-router";
import { ACCEPTED_IMAGE_TYPES } from "../../../contract/uploads";
import { imageUrl } from "../../../contract/catalogue-values";
import type { Store } from "../../../contract/stores";
import classes from "./stores.module.css";
import { useStoreImageUpload } from "./use-store-image-upload";

/** The store's image (upload or replace), title, status, location and pet count. */
export function StoreHeader({ store, petCount }: { store: Store; petCount: number }) {
  const { t } = useTranslation("stores");
  const input = useRef<HTMLInputElement>(null);
  const { progress, upload } = useStoreImageUpload();
  // What her role cannot do is not offered (contract/store-roles.ts); the server decides.
  const mayAddPets = useMayDo("pets");
  const mayChangeStore = useMayDo("settings");

  const imageLabel = store.image_key ? t("store.replaceImage") : t("store.uploadImage");
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group align="center" gap="md" wrap="nowrap">
        {store.image_key ? (
          <img
            src={imageUrl(store.image_key, 200)}
            alt={t("store.imageAlt", { title: store.title })}
            className={classes.storeImage}
          />
        ) : (
          <ThemeIcon radius="lg" variant="light" className={classes.storeImage} aria-hidden>
            <IconBuildingStore size="50%" />
          </ThemeIcon>
        )}
        <StoreFacts store={store} petCount={petCount} />
      </Group>
      <Text size="sm" mt="md" lineClamp={3}>
        {store.description}
      </Text>
      {progress !== null && (
        <Progress value={progress} mt="md" size="sm" aria-label={t("store.imageProgress")} />
      )}
      {(mayAddPets || mayChangeStore) && (
        <Group mt="md" gap="sm">
          {mayAddPets && (
            <Button component={Link} to="/pets/new" leftSection={<IconPlus size={18} />}>
              {t("store.addPet")}
            </Button>
          )}
          {mayChangeStore && (
            <Button
              variant="default"
              leftSection={<IconPhotoUp size={18} />}
              onClick={() => input.current?.click()}
              loading={progress !== null}
            >
              {imageLabel}
            </Button>
          )}
        </Group>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        aria-label={imageLabel}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) void upload(file);
        }}
      />
    </Card>
  );
}

/** The title, status, place and how many pets. */
function StoreFacts({ store, petCount }: { store: Store; petCount: number }) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const placeLine = usePlaceLine(store);
  return (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      <Group gap="sm" wrap="wrap">
        <Title order={2} fz={{ base: "h3", sm: "h2" }}>
          {store.title}
        </Title>
        <Badge color={store.status === "active" ? "green" : "yellow"} variant="light" c="dark.7">
          {t(`store.status.${store.status}`)}
        </Badge>
      </Group>
      <Group gap="lg" c="dimmed">
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{placeLine ? `${store.location} · ${placeLine}` : store.location}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconPaw size={16} aria-hidden />
          <Text size="sm">{t("store.petCount", { count: petCount, n: number(petCount) })}</Text>
        </Group>
      </Group>
    </Stack>
  );
}
