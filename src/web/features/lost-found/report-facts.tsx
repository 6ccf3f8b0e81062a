import { Paper, Title } from "@mantine/core";
import type { PublicReport } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import classes from "./lost-found.module.css";
import { useReportWords } from "./report-words";

/** Every public field of a report, as a list of terms; what is unknown is left out. */
export function ReportFacts({ report }: { report: PublicReport }) {
  const { t } = useTranslation("lostFound");
  const { date } = useFormat();
  const words = useReportWords();
  const facts: [string, string | null][] = [
    [t("report.species"), words.species(report)],
    [t("report.name"), report.name],
    [t("report.sex"), report.sex === "unknown" ? null : t(`sex.${report.sex}`)],
    [t("report.size"), report.size === "unknown" ? null : t(`size.${report.size}`)],
    [t("report.colours"), words.colours(report.colours)],
    [t("report.marks"), report.marks],
    [t("report.collar"), report.collar === "unknown" ? null : t(`collar.${report.collar}`)],
    [t("report.place"), words.place(report)],
    [
      report.kind === "lost" ? t("report.seenOnLost") : t("report.seenOnFound"),
      date(report.seen_on),
    ],
    [
      t("report.status"),
      report.status === "open"
        ? t("report.openUntil", { day: date(report.expires_on) })
        : t(`status.${report.status}`),
    ],
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Title order={2} size="h4" mb="sm">
        {t("report.details")}
      </Title>
      <dl className={classes.facts}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([term, value]) => (
            <div key={term} style={{ display: "contents" }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {report.description && (
        <>
          <Title order={3} size="h5" mt="md" mb={4}>
            {t("report.description")}
          </Title>
          <p style={{ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {report.description}
          </p>
        </>
      )}
    </Paper>
  );
}
