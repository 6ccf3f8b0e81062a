import { Text } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { YES, type Answer } from "../../../contract/questions";
import { useNumberFormat } from "../../lib/format-numbers";
import classes from "./answers.module.css";

/**
 * A request's answers to the store's questions, each under the words it was asked with; yes/no
 * and numbers in the reader's language. Nothing for a request without answers.
 */
export function AnswerList({
  answers,
  reader,
}: {
  answers: Answer[];
  reader: "store" | "applicant";
}) {
  const { t } = useTranslation("questions");
  const { number } = useNumberFormat();
  if (answers.length === 0) return null;
  const shown = ({ kind, value }: Answer) => {
    if (kind === "yes_no") return value === YES ? t("answer.yes") : t("answer.no");
    if (kind === "number") return number(Number(value));
    return value;
  };
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {reader === "store" ? t("answers.title") : t("answers.mine")}
      </Text>
      <dl className={classes.answers}>
        {answers.map((answer, index) => (
          <div key={index}>
            <dt>{answer.label}</dt>
            <dd>{shown(answer)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
