import {
  Anchor,
  Checkbox,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { mayDo } from "../../../contract/store-roles";
import { TAGS_PER_PRINT } from "../../../contract/tags";
import { useTranslation } from "../../i18n";
import { useMyStore } from "../../lib/api/my-store";
import { useFormat } from "../../lib/format";
import { DownloadButton } from "../../ui/download-button";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { DogPlace } from "../../ui/dog-place";
import { usePrintList } from "./api/print-list";

type Animal = {
  id: number;
  name: string | null;
  /** A community dog's: where it lives. */
  place?: { district: string; ward: number; tole: string | null };
};

/**
 * /dashboard/tags: the store's pets and community dogs, ticked, and their QR tags downloaded as
 * one PDF, several to an A4 page (docs/product.md#tags). For the team, not a caretaker or foster.
 */
export function PrintTagsPage() {
  const { t } = useTranslation("tags");
  usePageMeta(t("print.title"));
  return (
    <RequireAuth>
      <Container size="md" py={{ base: "lg", sm: 40 }}>
        <Anchor component={Link} to={STORE_DASHBOARD} size="sm">
          <Group gap={4} component="span" mb="sm">
            <IconArrowLeft size={16} aria-hidden />
            {t("print.back")}
          </Group>
        </Anchor>
        <Title order={1} mb="xs">
          {t("print.title")}
        </Title>
        <Text c="dimmed" mb="lg">
          {t("print.intro")}
        </Text>
        <QueryState
          query={useMyStore()}
          errorTitle={t("print.loadError")}
          loading={<Skeleton height={240} radius="lg" />}
          isEmpty={(data) => !data.store || !data.role || !mayDo(data.role, "read")}
          empty={<Text c="dimmed">{t("print.notForRole")}</Text>}
        >
          {(data) => <PrintList storeId={data.store!.id} />}
        </QueryState>
      </Container>
    </RequireAuth>
  );
}

function PrintList({ storeId }: { storeId: number }) {
  const { t } = useTranslation("tags");
  const { number } = useFormat();
  const [pets, setPets] = useState<number[]>([]);
  const [dogs, setDogs] = useState<number[]>([]);
  const count = pets.length + dogs.length;
  const query = new URLSearchParams();
  if (pets.length) query.set("pets", pets.join(","));
  if (dogs.length) query.set("dogs", dogs.join(","));
  return (
    <QueryState
      query={usePrintList(storeId)}
      errorTitle={t("print.loadError")}
      loading={<Skeleton height={240} radius="lg" />}
    >
      {(list) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Chooser
              title={t("print.pets")}
              empty={t("print.noPets")}
              animals={list.pets}
              chosen={pets}
              onChange={setPets}
              isFull={count >= TAGS_PER_PRINT}
            />
            <Chooser
              title={t("print.dogs")}
              empty={t("print.noDogs")}
              animals={list.dogs}
              chosen={dogs}
              onChange={setDogs}
              isFull={count >= TAGS_PER_PRINT}
            />
          </SimpleGrid>
          <DownloadButton
            href={count ? `/api/vendors/${storeId}/tags.pdf?${query}` : null}
            leftSection={<IconPrinter size={18} aria-hidden />}
            style={{ alignSelf: "flex-start" }}
          >
            {count ? t("print.submit", { count, n: number(count) }) : t("print.none")}
          </DownloadButton>
        </Stack>
      )}
    </QueryState>
  );
}

function Chooser({
  title,
  empty,
  animals,
  chosen,
  onChange,
  isFull,
}: {
  title: string;
  empty: string;
  animals: Animal[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
  isFull: boolean;
}) {
  const { t } = useTranslation("tags");
  return (
    <Paper withBorder radius="lg" p="md" component="fieldset" m={0}>
      <Text component="legend" fw={600} px={4}>
        {title}
      </Text>
      {animals.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs">
          {animals.map((animal) => {
            const isChosen = chosen.includes(animal.id);
            return (
              <Checkbox
                key={animal.id}
                label={animal.name ?? t("print.unnamed")}
                description={animal.place && <DogPlace dog={animal.place} />}
                checked={isChosen}
                disabled={!isChosen && isFull}
                onChange={() =>
                  onChange(
                    isChosen ? chosen.filter((id) => id !== animal.id) : [...chosen, animal.id],
                  )
                }
              />
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
