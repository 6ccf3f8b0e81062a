import { Checkbox, Paper, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { QueryState } from "../../ui/query-state";
import { useDogs } from "./api/get-dogs";
import { DogPlace } from "../../ui/dog-place";

/** The register's dogs, ticked when brought to the camp. */
export function CampExistingDogs({
  storeId,
  chosen,
  onChange,
}: {
  storeId: number;
  chosen: number[];
  onChange: (chosen: number[]) => void;
}) {
  const { t } = useTranslation("communityDogs");
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id]);
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <div>
          <Text fw={600}>{t("camp.existing")}</Text>
          <Text size="sm" c="dimmed">
            {t("camp.existingHint")}
          </Text>
        </div>
        <QueryState
          query={useDogs(storeId)}
          errorTitle={t("register.loadError")}
          loading={<Skeleton height={120} radius="md" />}
          isEmpty={(data) => data.dogs.every((dog) => dog.status !== "active")}
          empty={<Text c="dimmed">{t("camp.noExisting")}</Text>}
        >
          {(data) => (
            <ScrollArea.Autosize mah={320} type="auto">
              <Stack gap="xs">
                {data.dogs
                  .filter((dog) => dog.status === "active")
                  .map((dog) => (
                    <Checkbox
                      key={dog.id}
                      checked={chosen.includes(dog.id)}
                      onChange={() => toggle(dog.id)}
                      label={dog.name ?? t("register.unnamed")}
                      description={<DogPlace dog={dog} />}
                    />
                  ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
