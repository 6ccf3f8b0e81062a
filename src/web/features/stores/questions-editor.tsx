import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { QUESTION_LIMITS, type Question } from "../../../contract/questions";
import { useNumberFormat } from "../../lib/format-numbers";
import { ApiError } from "../../lib/http";
import { QueryState } from "../../ui/query-state";
import { SectionCard } from "../../ui/section-card";
import { toast } from "../../ui/toast";
import { useMyQuestions } from "./api/get-my-questions";
import { useSaveMyQuestions } from "./api/save-my-questions";
import { QuestionDraftCard } from "./question-draft-card";
import {
  emptyDraft,
  firstDraftProblem,
  move,
  toDraft,
  toInput,
  type QuestionDraft,
} from "./question-drafts";

/**
 * The store's own questions for applicants (docs/product.md#the-stores-questions): added,
 * edited, moved and removed here, then saved together with one PUT.
 */
export function QuestionsEditor() {
  const { t } = useTranslation("questions");
  const { number } = useNumberFormat();
  return (
    <SectionCard labelledBy="store-questions">
      <Stack gap="md">
        <div>
          <Title order={3} id="store-questions" mb={4}>
            {t("editor.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("editor.intro", { max: number(QUESTION_LIMITS.questions) })}
          </Text>
        </div>
        <QueryState
          query={useMyQuestions()}
          errorTitle={t("editor.loadError")}
          loading={
            <Center py="md">
              <Loader size="sm" aria-label={t("editor.loading")} />
            </Center>
          }
        >
          {(data) => <Editor saved={data.questions} />}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}

function Editor({ saved }: { saved: Question[] }) {
  const { t } = useTranslation("questions");
  const { number } = useNumberFormat();
  const save = useSaveMyQuestions();
  const [drafts, setDrafts] = useState(() => saved.map(toDraft));
  const [isDirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<{ index: number; text: string } | null>(null);

  const change = (next: QuestionDraft[]) => {
    setDrafts(next);
    setDirty(true);
    setProblem(null);
  };
  const update = (index: number, changes: Partial<QuestionDraft>) =>
    change(drafts.map((draft, i) => (i === index ? { ...draft, ...changes } : draft)));

  const submit = async () => {
    const found = firstDraftProblem(drafts);
    if (found) {
      const { min, max, n } = found.values;
      const text = t(found.key, { min: number(min), max: number(max), n: number(n) });
      setProblem(found.index === undefined ? null : { index: found.index, text });
      toast.formError("questions", text);
      return;
    }
    try {
      const result = await save.mutateAsync({ questions: drafts.map(toInput) });
      setDrafts(result.questions.map(toDraft));
      setDirty(false);
      toast.success(t("editor.saved"));
    } catch (error) {
      toast.error(t("editor.saveFailed"), error instanceof ApiError ? error.message : "");
    }
  };

  const isFull = drafts.length >= QUESTION_LIMITS.questions;
  return (
    <Stack gap="md">
      {drafts.length === 0 ? (
        <Text size="sm">{t("editor.empty")}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
          {drafts.map((draft, index) => (
            <QuestionDraftCard
              key={draft.key}
              draft={draft}
              index={index}
              count={drafts.length}
              error={problem?.index === index ? problem.text : undefined}
              onChange={(changes) => update(index, changes)}
              onMove={(by) => change(move(drafts, index, by))}
              onRemove={() => change(drafts.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => change([...drafts, emptyDraft()])}
            disabled={isFull}
          >
            {t("editor.add")}
          </Button>
          <Text size="sm" c="dimmed">
            {t("editor.count", {
              n: number(drafts.length),
              max: number(QUESTION_LIMITS.questions),
            })}
          </Text>
        </Group>
        <Group gap="sm">
          {isDirty && (
            <Badge color="yellow.5" c="dark.9" variant="filled" radius="sm" tt="none">
              {t("editor.unsaved")}
            </Badge>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={!isDirty}
          >
            {t("editor.save")}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
