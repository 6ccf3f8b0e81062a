import { Anchor, Avatar, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { imageUrl } from "../../../contract/catalogue-values";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { useFostered } from "./api/get-fostered";
import classes from "./fosters.module.css";

/** "Animals in your care": a foster's animals, in every store, each linking to its page. */
export function FosteredList() {
  const { t } = useTranslation("fosters");
  const format = useFormat();
  return (
    <section aria-labelledby="fostered-title">
      <Title order={3} id="fostered-title" mb="xs">
        {t("fostered.title")}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {t("fostered.intro")}
      </Text>
      <QueryState
        query={useFostered()}
        errorTitle={t("fostered.loadError")}
        loading={<Skeleton height={120} radius="lg" />}
        isEmpty={(data) => data.length === 0}
        empty={<Text c="dimmed">{t("fostered.empty")}</Text>}
      >
        {(data) => (
          <Paper withBorder radius="lg" component="ul" className={classes.lines}>
            {data.map((animal) => (
              <Group
                component="li"
                key={animal.pet_id}
                gap="md"
                px={{ base: "md", sm: "lg" }}
                py="sm"
                className={classes.row}
              >
                <Avatar src={animal.photo ? imageUrl(animal.photo, 96) : null} alt="" radius="md" />
                <Stack gap={2}>
                  <Anchor component={Link} to={`/dashboard/animals/${animal.pet_id}`} fw={600}>
                    {animal.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t("fostered.from", {
                      store: animal.store_title,
                      day: format.date(animal.since),
                    })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Paper>
        )}
      </QueryState>
    </section>
  );
}
