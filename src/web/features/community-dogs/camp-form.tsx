import { Button, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { nepalDay } from "../../../contract/calendar";
import type { Store } from "../../../contract/stores";
import { useTranslation } from "../../i18n";
import { DayField } from "../../ui/day-field";
import { NumberField, type NumberFieldValue } from "../../ui/number-field";
import { PlaceSelects, type Place } from "../../ui/place-selects";
import { toast } from "../../ui/toast";
import { fieldErrors } from "./field-errors";
import { useEnterCamp } from "./api/get-camps";
import { CampExistingDogs } from "./camp-existing-dogs";
import { CampNewDogs, type NewDogRow } from "./camp-new-dogs";

/**
 * The camp's day, place and what it did, and its dogs: those already on the register, ticked,
 * and new ones in quick rows (their place the camp's). Sent once; the server writes every
 * record in one go (docs/product.md#community-dogs).
 */
export function CampForm({
  store,
  onDone,
}: {
  store: Store;
  onDone: (result: { dogs: number; day: string }) => void;
}) {
  const { t } = useTranslation("communityDogs");
  const enter = useEnterCamp();
  const [heldOn, setHeldOn] = useState(() => nepalDay(new Date()));
  const [place, setPlace] = useState<Place>({
    province: store.province ?? undefined,
    district: store.district ?? undefined,
  });
  const [ward, setWard] = useState<NumberFieldValue>("");
  const [spot, setSpot] = useState("");
  const [sterilised, setSterilised] = useState(true);
  const [vaccinated, setVaccinated] = useState(true);
  const [existing, setExisting] = useState<number[]>([]);
  const [rows, setRows] = useState<NewDogRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (existing.length + rows.length === 0) {
      setErrors({ dogs: t("camp.noDogs") });
      return;
    }
    const camp = {
      held_on: heldOn,
      district: place.district ?? "",
      ward,
      place: spot,
      sterilised,
      vaccinated,
      dogs: [
        ...existing.map((dog_id) => ({ dog_id })),
        ...rows.map(({ name, sex, tole }) => ({ name, sex, tole })),
      ],
    };
    enter.mutate(
      { storeId: store.id, camp },
      {
        onSuccess: (saved) => onDone({ dogs: saved.dog_ids.length, day: saved.held_on }),
        onError: (error) => {
          // A new dog without a ward lives in the camp's: the camp's ward is what to fill in.
          const refused = fieldErrors(error);
          const dogWard = Object.keys(refused).find((key) => /^dogs\.\d+\.ward$/.test(key));
          setErrors(dogWard ? { ward: refused[dogWard]!, ...refused } : refused);
          toast.error(t("camp.failed"), error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t("camp.intro")}</Text>
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <Stack gap="md">
            <DayField
              label={t("camp.heldOn")}
              withAsterisk
              value={heldOn}
              onChange={setHeldOn}
              error={errors.held_on}
            />
            <PlaceSelects
              value={place}
              onChange={setPlace}
              empty={{ province: t("form.chooseProvince"), district: t("form.chooseDistrict") }}
              labels={{ province: t("form.province"), district: t("form.district") }}
              isRequired
              errors={{ district: errors.district }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberField
                label={t("camp.ward")}
                withAsterisk={rows.length > 0}
                value={ward}
                onChange={setWard}
                error={errors.ward}
              />
              <TextInput
                label={t("camp.place")}
                placeholder={t("camp.placePlaceholder")}
                maxLength={120}
                value={spot}
                onChange={(event) => setSpot(event.currentTarget.value)}
                error={errors.place}
              />
            </SimpleGrid>
            <Switch
              label={t("camp.sterilised")}
              checked={sterilised}
              onChange={(event) => setSterilised(event.currentTarget.checked)}
              error={errors.sterilised}
            />
            <Switch
              label={t("camp.vaccinated")}
              checked={vaccinated}
              onChange={(event) => setVaccinated(event.currentTarget.checked)}
            />
          </Stack>
        </Paper>
        <section aria-labelledby="camp-dogs">
          <Title order={2} size="h3" id="camp-dogs" mb="sm">
            {t("camp.dogs")}
          </Title>
          <Stack gap="md">
            <CampNewDogs
              rows={rows}
              firstIndex={existing.length}
              onChange={setRows}
              errors={errors}
            />
            <CampExistingDogs storeId={store.id} chosen={existing} onChange={setExisting} />
          </Stack>
        </section>
        {errors.dogs && (
          <Text c="red.8" size="sm" role="alert">
            {errors.dogs}
          </Text>
        )}
        <Button
          type="submit"
          size="md"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={enter.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("camp.submit")}
        </Button>
      </Stack>
    </form>
  );
}
