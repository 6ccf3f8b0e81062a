import { Anchor, Container, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconStethoscope } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { AnimalHistory } from "../../../contract/animal-life";
import { nepalDay } from "../../../contract/calendar";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import { useTranslation } from "../../i18n";
import { useMyStore } from "../../lib/api/my-store";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { useHistory } from "./api/get-history";
import { EndPlacementButton } from "./end-placement-button";
import { HistoryList } from "./history-list";
import { IntakeForm } from "./intake-form";
import { OutcomeForm } from "./outcome-form";
import { PlaceButton } from "./place-button";
import { leftInWords, whereInWords } from "./where-words";

/** The animal's photos, which the app passes in from the stores feature (its uploader). */
export type AnimalPhotosSlot = (pet: { id: number; storeId: number }) => ReactNode;

/**
 * /dashboard/animals/:petId: an animal's page for its team and its foster — where it is now, how
 * it came in, how it left, its photos, and its history, newest first. What her role cannot change
 * is hidden; the server decides (contract/store-roles.ts).
 */
export function AnimalPage({ photos }: { photos?: AnimalPhotosSlot }) {
  return (
    <RequireAuth>
      <AnimalOf petId={Number(useParams().petId)} photos={photos} />
    </RequireAuth>
  );
}

function AnimalOf({ petId, photos }: { petId: number; photos?: AnimalPhotosSlot }) {
  const { t } = useTranslation("fosters");
  const history = useHistory(petId);
  const myStore = useMyStore();
  usePageMeta(history.data?.pet.name ?? t("animals.title"));
  // Her role in the animal's store, when it is the one she works for now.
  const role =
    myStore.data?.store && myStore.data.store.id === history.data?.pet.store_id
      ? myStore.data.role
      : null;
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Anchor component={Link} to="/dashboard/animals" size="sm">
        <Group gap={4} component="span" mb="sm">
          <IconArrowLeft size={16} aria-hidden />
          {t("animals.back")}
        </Group>
      </Anchor>
      <QueryState
        query={history}
        errorTitle={t("animal.loadError")}
        loading={<Skeleton height={320} radius="lg" />}
      >
        {(data) => <Animal data={data} role={role} photos={photos} />}
      </QueryState>
    </Container>
  );
}

function Animal({
  data,
  role,
  photos,
}: {
  data: AnimalHistory;
  role: StoreRole | null;
  photos?: AnimalPhotosSlot;
}) {
  const { t, language } = useTranslation("fosters");
  const format = useFormat();
  const { pet, where } = data;
  const mayPlace = !!role && mayDo(role, "placements");
  const mayTell = !!role && role !== "foster" && mayDo(role, "records");
  // Her foster adds photos of the animal at her home, as its team does (docs/product.md#fosters).
  const mayAddPhotos = !!role && (role === "foster" || mayDo(role, "photos"));
  const left = leftInWords(t, data.outcome, format.date);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{pet.name}</Title>
        <Text c="dimmed">{pet.species}</Text>
      </div>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t("animal.where")}
          </Title>
          <Text>{left ?? whereInWords(t, language, where, format.date)}</Text>
          <Group gap="sm">
            {mayPlace && data.in_care && where.kind === "centre" && (
              <PlaceButton storeId={pet.store_id} petId={pet.id} name={pet.name} />
            )}
            {mayPlace && where.kind === "foster" && (
              <EndPlacementButton petId={pet.id} placementId={where.placement_id} name={pet.name} />
            )}
          </Group>
          <Anchor component={Link} to={`/dashboard/animals/${pet.id}/records`}>
            <Group gap={4} component="span">
              <IconStethoscope size={16} aria-hidden />
              {t("animal.healthRecords")}
            </Group>
          </Anchor>
        </Stack>
      </Paper>
      {mayTell && (
        <IntakeForm
          key={data.intake.on_day + data.intake.reason}
          petId={pet.id}
          intake={data.intake}
        />
      )}
      {mayPlace && data.in_care && <OutcomeForm petId={pet.id} name={pet.name} />}
      {mayPlace && data.outcome && data.outcome.reason !== "adopted" && (
        <IntakeForm
          petId={pet.id}
          intake={{ reason: "unknown", on_day: nepalDay(new Date()), place: null }}
          again
        />
      )}
      {mayAddPhotos && data.in_care && photos && (
        <section aria-labelledby="photos-title">
          <Title order={2} fz="h4" id="photos-title" mb="sm">
            {t("animal.photosTitle")}
          </Title>
          {photos({ id: pet.id, storeId: pet.store_id })}
        </section>
      )}
      <section aria-labelledby="history-title">
        <Title order={2} fz="h4" id="history-title" mb="sm">
          {t("animal.historyTitle")}
        </Title>
        <HistoryList lines={data.lines} />
      </section>
    </Stack>
  );
}
