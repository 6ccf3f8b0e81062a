import {
  Divider,
  Group,
  Text,
  NativeSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "../../i18n";
import { NumberField } from "../../ui/number-field";
import { QUESTION_LIMITS, type Question } from "../../../contract/questions";
import type { AnswerValue, AnswerValues } from "./answer-checks";

/** The id of a question's field, so a refusal can move the focus to it. */
export const questionFieldId = (questionId: number) => `question-${questionId}`;

/**
 * The store's questions in the Adopt Now form, after its four fields: one field per question,
 * of its kind.
 */
export function QuestionFields({
  questions,
  values,
  isPrefilled,
  errors,
  onChange,
}: {
  questions: Question[];
  values: AnswerValues;
  /** Some values came from her earlier requests: she is asked to check them. */
  isPrefilled: boolean;
  errors: Record<number, string>;
  onChange: (questionId: number, value: AnswerValue) => void;
}) {
  const { t } = useTranslation("questions");
  if (questions.length === 0) return null;
  return (
    <Stack gap="md">
      <div>
        <Divider
          label={
            <Text size="sm" fw={600} c="dark.6">
              {t("answer.heading")}
            </Text>
          }
          labelPosition="left"
        />
        {isPrefilled && (
          <Text size="sm" c="dimmed" mt={4}>
            {t("answer.prefilled")}
          </Text>
        )}
      </div>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={values[question.id] ?? ""}
          error={errors[question.id]}
          onChange={(value) => onChange(question.id, value)}
        />
      ))}
    </Stack>
  );
}

function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: Question;
  value: AnswerValue;
  error?: string;
  onChange: (value: AnswerValue) => void;
}) {
  const { t } = useTranslation("questions");
  const common = {
    id: questionFieldId(question.id),
    label: question.label,
    required: question.required,
    error,
  };
  switch (question.kind) {
    case "text":
      return (
        <TextInput
          {...common}
          value={String(value)}
          maxLength={QUESTION_LIMITS.text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "long_text":
      return (
        <Textarea
          {...common}
          value={String(value)}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={QUESTION_LIMITS.longText}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "number":
      return (
        <NumberField
          {...common}
          value={typeof value === "boolean" ? "" : value}
          decimals
          onChange={onChange}
        />
      );
    case "choice":
      return (
        <NativeSelect
          {...common}
          value={String(value)}
          data={[{ value: "", label: t("answer.choose") }, ...(question.choices ?? [])]}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "yes_no": {
      const { id, ...group } = common;
      return (
        <Radio.Group
          {...group}
          value={value === "" ? null : value ? "yes" : "no"}
          onChange={(chosen) => onChange(chosen === "yes")}
        >
          <Group gap="lg" mt={6}>
            <Radio id={id} value="yes" label={t("answer.yes")} />
            <Radio value="no" label={t("answer.no")} />
          </Group>
        </Radio.Group>
      );
    }
  }
}
