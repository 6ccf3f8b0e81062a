import { Anchor, Button, Modal, Select, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHome } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { nepalDay } from "../../../contract/calendar";
import { DISTRICTS, placeName } from "../../../contract/places";
import { useTranslation } from "../../i18n";
import { DayField } from "../../ui/day-field";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { usePlaceAnimal } from "./api/animal-changes";
import { useFosters } from "./api/get-fosters";

/** "Place in foster": a dialog to choose one of the team's fosters, a district and the days. */
export function PlaceButton({
  storeId,
  petId,
  name,
}: {
  storeId: number;
  petId: number;
  name: string;
}) {
  const { t } = useTranslation("fosters");
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconHome size={16} aria-hidden />}
        onClick={open}
        aria-label={`${t("place.button")}: ${name}`}
      >
        {t("place.button")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("place.title", { name })}>
        {opened && <PlaceForm storeId={storeId} petId={petId} name={name} onDone={close} />}
      </Modal>
    </>
  );
}

function PlaceForm({
  storeId,
  petId,
  name,
  onDone,
}: {
  storeId: number;
  petId: number;
  name: string;
  onDone: () => void;
}) {
  const { t, language } = useTranslation("fosters");
  const fosters = useFosters(storeId);
  const place = usePlaceAnimal();
  const [fosterId, setFosterId] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const [startsOn, setStartsOn] = useState(nepalDay(new Date()));
  const [untilOn, setUntilOn] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (fosters.data && fosters.data.length === 0) {
    return (
      <Stack gap="sm">
        <Text size="sm">{t("animals.noFosters")}</Text>
        <Anchor component={Link} to="/dashboard/team">
          {t("animals.inviteFoster")}
        </Anchor>
      </Stack>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      foster_id: fosterId ?? "",
      district: district ?? "",
      starts_on: startsOn,
      until_on: untilOn || null,
    };
    place.mutate(
      { petId, body },
      {
        onSuccess: () => {
          toast.success(t("place.placed", { name }));
          onDone();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
          toast.error(t("place.failed"), error.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("place.foster")}
          withAsterisk
          data={(fosters.data ?? []).map((foster) => ({
            value: foster.user_id,
            label: foster.name,
          }))}
          value={fosterId}
          onChange={setFosterId}
          error={errors.foster_id}
          data-autofocus
        />
        <Select
          label={t("place.district")}
          withAsterisk
          searchable
          data={DISTRICTS.map((one) => ({ value: one.name, label: placeName(one, language) }))}
          value={district}
          onChange={setDistrict}
          error={errors.district}
        />
        <DayField
          label={t("place.startsOn")}
          withAsterisk
          value={startsOn}
          onChange={setStartsOn}
          error={errors.starts_on}
        />
        <DayField
          label={t("place.untilOn")}
          value={untilOn}
          onChange={setUntilOn}
          error={errors.until_on}
        />
        <Button type="submit" loading={place.isPending} style={{ alignSelf: "flex-start" }}>
          {t("place.submit")}
        </Button>
      </Stack>
    </form>
  );
}
