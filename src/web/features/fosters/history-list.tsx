import { Paper, Text } from "@mantine/core";
import type { HistoryLine } from "../../../contract/animal-life";
import type { IntakeKind, OutcomeKind } from "../../../contract/animal-values";
import { useTranslation, type TFunction } from "../../i18n";
import { useFormat } from "../../lib/format";
import classes from "./fosters.module.css";
import { districtName } from "./where-words";

/** One line of the history in the reader's words: "Placed with Laxmi in Lalitpur". */
export function lineInWords(
  t: TFunction<"fosters">,
  language: string,
  line: HistoryLine,
  day: (value: string) => string,
): string {
  const foster = line.foster_name ?? t("line.aFoster");
  const district = districtName(line.district, language);
  const reason = line.reason
    ? line.kind === "intake"
      ? t(`intake.${line.reason as IntakeKind}`)
      : t(`outcome.${line.reason as OutcomeKind}`)
    : "";
  const main =
    line.kind === "outcome" && line.reason === "adopted"
      ? t("line.outcome_adopted", { applicant: line.applicant_name ?? t("line.someone") })
      : t(`line.${line.kind}`, {
          reason,
          foster,
          district,
          record: line.record_kind ? t(`record.${line.record_kind}`) : "",
        });
  const extras = [
    line.vaccine ? t(`vaccine.${line.vaccine}`) : null,
    line.place ? t(line.kind === "outcome" ? "line.to" : "line.from", { place: line.place }) : null,
    line.next_due_on ? t("line.dueOn", { day: day(line.next_due_on) }) : null,
    line.note,
  ].filter(Boolean);
  return extras.length ? `${main} (${extras.join("; ")})` : main;
}

/** The animal's history, newest first, each line with its day in the reader's calendar. */
export function HistoryList({ lines }: { lines: HistoryLine[] }) {
  const { t, language } = useTranslation("fosters");
  const format = useFormat();
  if (lines.length === 0) return <Text c="dimmed">{t("animal.historyEmpty")}</Text>;
  return (
    <Paper withBorder radius="lg" component="ol" className={classes.lines}>
      {lines.map((line, index) => (
        <Text
          component="li"
          key={index}
          px={{ base: "md", sm: "lg" }}
          py="sm"
          className={classes.row}
        >
          <Text span c="dimmed" size="sm">
            <time dateTime={line.on_day}>{format.date(line.on_day)}</time>
            {" · "}
          </Text>
          {lineInWords(t, language, line, format.date)}
        </Text>
      ))}
    </Paper>
  );
}
