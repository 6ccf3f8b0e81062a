import {
  ActionIcon,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useRef, type ReactNode } from "react";
import { DOG_SEXES, type DogSex } from "../../../contract/community-dog-values";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import classes from "./community-dogs.module.css";

export type NewDogRow = { key: number; name: string; sex: DogSex; tole: string };

/**
 * New dogs of the camp, a row each: a name (may stay empty), the sex and the tole, typed fast on
 * a phone; "Add a dog" puts the cursor in the new row, the tole carried over from the last.
 */
export function CampNewDogs({
  rows,
  firstIndex,
  onChange,
  errors,
  caretaker,
}: {
  rows: NewDogRow[];
  /** Where the new rows begin in the camp's list of dogs, for the server's field errors. */
  firstIndex: number;
  onChange: (rows: NewDogRow[]) => void;
  errors: Record<string, string>;
  /** The new dogs' one caretaker, for the members who choose her. */
  caretaker?: ReactNode;
}) {
  const { t } = useTranslation("communityDogs");
  const { number } = useFormat();
  const nextKey = useRef(1);
  const focusKey = useRef<number | null>(null);
  const add = () => {
    const key = nextKey.current++;
    focusKey.current = key;
    onChange([...rows, { key, name: "", sex: "unknown", tole: rows.at(-1)?.tole ?? "" }]);
  };
  const change = (key: number, part: Partial<NewDogRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...part } : row)));
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <div>
          <Text fw={600}>{t("camp.newDogs")}</Text>
          <Text size="sm" c="dimmed">
            {t("camp.newDogsHint")}
          </Text>
        </div>
        {rows.length > 0 && caretaker && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{caretaker}</SimpleGrid>
        )}
        {rows.map((row, index) => (
          <CampDogRow
            key={row.key}
            row={row}
            n={number(index + 1)}
            onChange={(part) => change(row.key, part)}
            onRemove={() => onChange(rows.filter((one) => one.key !== row.key))}
            error={(field) => errors[`dogs.${firstIndex + index}.${field}`]}
            focus={(element) => {
              if (element && focusKey.current === row.key) {
                focusKey.current = null;
                element.focus();
              }
            }}
          />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          style={{ alignSelf: "flex-start" }}
        >
          {t("camp.addRow")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** One new dog: its name, sex and tole, and a way to take the row away. */
function CampDogRow({
  row,
  n,
  onChange,
  onRemove,
  error,
  focus,
}: {
  row: NewDogRow;
  /** Its number in the list, in the reader's digits. */
  n: string;
  onChange: (part: Partial<NewDogRow>) => void;
  onRemove: () => void;
  error: (field: string) => string | undefined;
  /** Puts the cursor in a row just added. */
  focus: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation("communityDogs");
  return (
    <fieldset className={classes.campRow} aria-label={t("camp.rowLabel", { n })}>
      <div className={classes.campFields}>
        <TextInput
          label={t("camp.rowName")}
          maxLength={60}
          value={row.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          ref={focus}
          error={error("name")}
        />
        <NativeSelect
          label={t("camp.rowSex")}
          data={DOG_SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))}
          value={row.sex}
          onChange={(event) => onChange({ sex: event.currentTarget.value as DogSex })}
        />
        <TextInput
          label={t("camp.rowTole")}
          maxLength={80}
          value={row.tole}
          onChange={(event) => onChange({ tole: event.currentTarget.value })}
          error={error("tole")}
        />
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mb={2}
        onClick={onRemove}
        aria-label={t("camp.removeRow", { n })}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </fieldset>
  );
}
