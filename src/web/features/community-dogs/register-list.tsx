import { Anchor, Badge, Checkbox, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconCheck, IconDog, IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { imageUrl } from "../../../contract/catalogue-values";
import { nepalDay } from "../../../contract/calendar";
import type { CommunityDog } from "../../../contract/community-dogs";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { DownloadButton } from "../../ui/download-button";
import { QueryState } from "../../ui/query-state";
import { useDogs } from "./api/get-dogs";
import { tagsPdfHref } from "./api/tags-pdf";
import classes from "./community-dogs.module.css";
import { DogPlace } from "../../ui/dog-place";
import { rabiesState } from "./health-words";

/** Whether her role prints the dogs' tags: whoever keeps the register, caretakers too. */
export const mayPrintTags = (role: StoreRole) => mayDo(role, "register");

/** The register's dogs, each ticked for its QR tag; the ticked ones' tags print as one PDF. */
export function RegisterList({
  storeId,
  ward,
  mayPrint,
}: {
  storeId: number;
  ward: number | null;
  mayPrint: boolean;
}) {
  const { t } = useTranslation("communityDogs");
  const { number } = useFormat();
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]));
  return (
    <QueryState
      query={useDogs(storeId, ward)}
      errorTitle={t("register.loadError")}
      loading={<Skeleton height={240} radius="lg" />}
      isEmpty={(data) => data.dogs.length === 0}
      empty={<Text c="dimmed">{t(ward === null ? "register.empty" : "register.emptyWard")}</Text>}
    >
      {(data) => (
        <Stack gap="sm">
          {mayPrint && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" style={{ flex: "1 1 16rem" }}>
                {t("register.printHint")}
              </Text>
              <DownloadButton
                href={chosen.length ? tagsPdfHref(storeId, { dogs: chosen }) : null}
                variant="light"
                leftSection={<IconPrinter size={16} aria-hidden />}
              >
                {chosen.length
                  ? t("register.printChosen", { count: chosen.length, n: number(chosen.length) })
                  : t("register.printTags")}
              </DownloadButton>
            </Group>
          )}
          <Paper
            withBorder
            radius="lg"
            component="ul"
            className={classes.lines}
            aria-label={t("register.list")}
          >
            {data.dogs.map((dog) => (
              <DogRow
                key={dog.id}
                dog={dog}
                isChosen={chosen.includes(dog.id)}
                onToggle={mayPrint ? () => toggle(dog.id) : undefined}
              />
            ))}
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}

function DogRow({
  dog,
  isChosen,
  onToggle,
}: {
  dog: CommunityDog;
  isChosen: boolean;
  /** Ticks the dog for its tag; absent where her role does not print them. */
  onToggle?: () => void;
}) {
  const { t } = useTranslation("communityDogs");
  const name = dog.name ?? t("register.unnamed");
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      px={{ base: "sm", sm: "lg" }}
      py="sm"
      className={classes.row}
    >
      {onToggle && (
        <Checkbox
          checked={isChosen}
          onChange={onToggle}
          aria-label={t("register.choose", { name })}
          mt={4}
        />
      )}
      {dog.photo ? (
        <img
          src={imageUrl(dog.photo.key, 200)}
          alt={t("register.photoAlt", { name })}
          className={classes.thumb}
          loading="lazy"
        />
      ) : (
        <span className={`${classes.thumb} ${classes.noPhoto}`} aria-hidden>
          <IconDog size={28} />
        </span>
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Anchor component={Link} to={`/dashboard/community-dogs/${dog.id}`} fw={600}>
            {name}
          </Anchor>
          {dog.status !== "active" && (
            <Badge variant="light" color="gray" c="dark.7">
              {t(`status.${dog.status}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <DogPlace dog={dog} /> · {t(`sex.${dog.sex}`)}
        </Text>
        <HealthLine dog={dog} />
      </Stack>
    </Group>
  );
}

/** Sterilised or not, and the rabies vaccination: valid until, or due since. */
export function HealthLine({ dog }: { dog: CommunityDog }) {
  const { t } = useTranslation("communityDogs");
  const { date } = useFormat();
  const isSterilised = dog.ear_notch || dog.health.sterilised_on !== null;
  const rabies = rabiesState(dog.health, nepalDay(new Date()));
  return (
    <Group gap="xs">
      {isSterilised ? (
        <Badge
          variant="light"
          color="green"
          c="dark.7"
          leftSection={<IconCheck size={12} aria-hidden />}
        >
          {t("register.sterilised")}
        </Badge>
      ) : (
        <Badge variant="light" color="gray" c="dark.7">
          {t("register.notSterilised")}
        </Badge>
      )}
      <Text
        size="sm"
        c={rabies.kind === "due" ? "red.8" : undefined}
        fw={rabies.kind === "due" ? 600 : undefined}
      >
        {rabies.kind === "none"
          ? t("register.noRabies")
          : rabies.kind === "valid"
            ? t("register.rabiesUntil", { day: date(rabies.until) })
            : t("register.rabiesDue", { day: date(rabies.on) })}
      </Text>
    </Group>
  );
}
