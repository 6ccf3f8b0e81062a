import { Button, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { Store } from "../../../contract/stores";
import { useTranslation } from "../../i18n";
import { CampDetailsFields } from "./camp-details-fields";
import { CampExistingDogs } from "./camp-existing-dogs";
import { CampNewDogs } from "./camp-new-dogs";
import { CaretakerSelect } from "./caretaker-select";
import { useCampForm } from "./use-camp-form";

/**
 * The camp's day, place and what it did, and its dogs: those already on the register, ticked,
 * and new ones in quick rows (their place the camp's). Sent once; the server writes every
 * record in one go (docs/product.md#community-dogs).
 */
export function CampForm({
  store,
  mayChooseCaretaker,
  onDone,
}: {
  store: Store;
  /** The team gives the camp's new dogs a caretaker; a caretaker's go without one. */
  mayChooseCaretaker: boolean;
  onDone: (result: { dogs: number; day: string }) => void;
}) {
  const { t } = useTranslation("communityDogs");
  const { details, setDetail, existing, setExisting, rows, setRows, errors, submit, isPending } =
    useCampForm({ store, mayChooseCaretaker, onDone });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t("camp.intro")}</Text>
        <CampDetailsFields
          details={details}
          setDetail={setDetail}
          errors={errors}
          isWardRequired={rows.length > 0}
        />
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
              caretaker={
                mayChooseCaretaker && (
                  <CaretakerSelect
                    storeId={store.id}
                    label={t("camp.caretaker")}
                    value={details.caretakerId}
                    onChange={(id) => setDetail("caretakerId", id)}
                    error={errors.caretaker_id}
                  />
                )
              }
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
          loading={isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("camp.submit")}
        </Button>
      </Stack>
    </form>
  );
}
