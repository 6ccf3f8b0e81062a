import {
  Anchor,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import type { StoreAnimal } from "../../../contract/animal-life";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import { useTranslation } from "../../i18n";
import { useMyStore } from "../../lib/api/my-store";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { useAnimals } from "./api/get-animals";
import { useFosters } from "./api/get-fosters";
import { EndPlacementButton } from "./end-placement-button";
import { FosteredList } from "./fostered-list";
import classes from "./fosters.module.css";
import { PlaceButton } from "./place-button";
import { leftInWords, whereInWords } from "./where-words";

const FILTERS = ["inCare", "left", "all"] as const;
type Filter = (typeof FILTERS)[number];

/**
 * /dashboard/animals: where each animal of the store she works for is now — at the centre or in
 * a foster home — and which have left. Owners and managers place animals and bring them back.
 */
export function AnimalsPage() {
  return (
    <RequireAuth>
      <AnimalsOfMyStore />
    </RequireAuth>
  );
}

function AnimalsOfMyStore() {
  const { t } = useTranslation("fosters");
  usePageMeta(t("animals.title"));
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Anchor component={Link} to={STORE_DASHBOARD} size="sm">
        <Group gap={4} component="span" mb="sm">
          <IconArrowLeft size={16} aria-hidden />
          {t("animals.backToStore")}
        </Group>
      </Anchor>
      <Title order={1} mb="lg">
        {t("animals.title")}
      </Title>
      <QueryState
        query={useMyStore()}
        errorTitle={t("animals.loadError")}
        loading={<Skeleton height={320} radius="lg" />}
        isEmpty={(data) => !data.store || !data.role}
        empty={<Text c="dimmed">{t("animals.noStore")}</Text>}
      >
        {(data) =>
          // A foster reads only the animals placed with her (docs/product.md#fosters).
          mayDo(data.role!, "read") ? (
            <Animals store={data.store!} role={data.role!} />
          ) : (
            <FosteredList />
          )
        }
      </QueryState>
    </Container>
  );
}

function Animals({ store, role }: { store: { id: number; title: string }; role: StoreRole }) {
  const { t } = useTranslation("fosters");
  const [filter, setFilter] = useState<Filter>("inCare");
  const mayPlace = mayDo(role, "placements");
  const fosters = useFosters(store.id);
  const shown = (animal: StoreAnimal) =>
    filter === "all" || (filter === "inCare") === animal.in_care;
  return (
    <Stack gap="md">
      <Text c="dimmed">{t("animals.intro", { store: store.title })}</Text>
      {mayPlace && fosters.data?.length === 0 && (
        <Text size="sm">
          {t("animals.noFosters")}{" "}
          <Anchor component={Link} to="/dashboard/team">
            {t("animals.inviteFoster")}
          </Anchor>
        </Text>
      )}
      <SegmentedControl
        aria-label={t("animals.filter")}
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={FILTERS.map((value) => ({ value, label: t(`animals.${value}`) }))}
        style={{ alignSelf: "flex-start" }}
      />
      <QueryState
        query={useAnimals(store.id)}
        errorTitle={t("animals.loadError")}
        loading={<Skeleton height={320} radius="lg" />}
        isEmpty={(data) => !data.some(shown)}
        empty={<Text c="dimmed">{t("animals.empty")}</Text>}
      >
        {(data) => (
          <Paper withBorder radius="lg" component="ul" className={classes.lines}>
            {data.filter(shown).map((animal) => (
              <AnimalRow
                key={animal.pet_id}
                animal={animal}
                storeId={store.id}
                mayPlace={mayPlace}
              />
            ))}
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}

function AnimalRow({
  animal,
  storeId,
  mayPlace,
}: {
  animal: StoreAnimal;
  storeId: number;
  mayPlace: boolean;
}) {
  const { t, language } = useTranslation("fosters");
  const format = useFormat();
  const { where } = animal;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="wrap"
      gap="sm"
      px={{ base: "md", sm: "lg" }}
      py="sm"
      className={classes.row}
    >
      <Stack gap={2}>
        <Anchor component={Link} to={`/dashboard/animals/${animal.pet_id}`} fw={600}>
          {animal.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {animal.species} ·{" "}
          {leftInWords(t, animal.outcome, format.date) ??
            whereInWords(t, language, where, format.date)}
        </Text>
      </Stack>
      {mayPlace && animal.in_care && where.kind === "centre" && (
        <PlaceButton storeId={storeId} petId={animal.pet_id} name={animal.name} />
      )}
      {mayPlace && where.kind === "foster" && (
        <EndPlacementButton
          petId={animal.pet_id}
          placementId={where.placement_id}
          name={animal.name}
        />
      )}
    </Group>
  );
}
