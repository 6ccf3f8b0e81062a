import {
  ActionIcon,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { QUESTION_KINDS, QUESTION_LIMITS, type QuestionKind } from "../../../contract/questions";
import { useNumberFormat } from "../../lib/format-numbers";
import type { QuestionDraft } from "./question-drafts";

/** One question in the editor: its text, kind, whether it is required, its choices, and moves. */
export function QuestionDraftCard({
  draft,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  draft: QuestionDraft;
  index: number;
  count: number;
  error?: string;
  onChange: (changes: Partial<QuestionDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("questions");
  const { number } = useNumberFormat();
  const n = number(index + 1);
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={t("editor.question", { n })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm">
            {t("editor.question", { n })}
          </Text>
          <QuestionMoves
            n={n}
            isFirst={index === 0}
            isLast={index === count - 1}
            onMove={onMove}
            onRemove={onRemove}
          />
        </Group>
        {/* One row on a wide screen: the words, the kind of answer, required. */}
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            aria-label={t("editor.question", { n })}
            value={draft.label}
            maxLength={QUESTION_LIMITS.label}
            onChange={(event) => onChange({ label: event.currentTarget.value })}
            style={{ flex: "999 1 24rem" }}
          />
          <Group gap="md" align="flex-end" wrap="nowrap" style={{ flex: "1 1 22rem" }}>
            <NativeSelect
              aria-label={t("editor.kind")}
              value={draft.kind}
              data={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
              onChange={(event) => onChange({ kind: event.currentTarget.value as QuestionKind })}
              style={{ flex: 1 }}
            />
            <Switch
              label={t("editor.required")}
              checked={draft.required}
              onChange={(event) => onChange({ required: event.currentTarget.checked })}
              mb={8}
              style={{ flexShrink: 0 }}
            />
          </Group>
        </Group>
        {draft.kind === "choice" && (
          <TagsInput
            label={t("editor.choices")}
            description={t("editor.choicesHint", {
              min: number(QUESTION_LIMITS.minChoices),
              max: number(QUESTION_LIMITS.maxChoices),
            })}
            value={draft.choices}
            onChange={(choices) => onChange({ choices })}
            maxTags={QUESTION_LIMITS.maxChoices}
            // A choice may hold a comma ("Yes, fenced"): Enter adds it, nothing splits it.
            splitChars={[]}
            clearable
          />
        )}
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Up, down and remove, each named with the question's number for a screen reader. */
function QuestionMoves({
  n,
  isFirst,
  isLast,
  onMove,
  onRemove,
}: {
  n: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("questions");
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onMove(-1)}
        disabled={isFirst}
        aria-label={t("editor.up", { n })}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onMove(1)}
        disabled={isLast}
        aria-label={t("editor.down", { n })}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="outline"
        color="red.9"
        size="lg"
        onClick={onRemove}
        aria-label={t("editor.remove", { n })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
